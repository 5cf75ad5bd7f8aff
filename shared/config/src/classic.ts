import type { Template } from './template';

/** The 'classic' template: the one the product ships with. */
export const classicTemplate: Template = {
  name: 'classic',
  flags: {
    navigation: { showTopBar: true, showSidebar: false, showLanguageSwitcher: true, showCredits: true },
    ui: { designVersion: 1, showEmojiButton: true },
    signup: { autoSkipSteps: true, randomDateOfBirth: false, nativeDateInput: false },
    profileSearch: { searchAllCountries: true, loadOnScroll: false, showWebcamTiles: true, showAdTiles: true },
    profileSearchProfile: { showCity: true },
    memberDetails: { showCity: true, showLanguageBadge: true },
    chat: { showTopBar: true, showEmojiButton: true },
    myProfile: { showCity: true },
    notifications: { offerPush: true },
    footer: { showCompanyInfo: true },
    devPanel: false,
    fictionalProfileWarningOnMemberSignup: true,
  },
};
