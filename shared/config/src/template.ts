/** Feature flags of one UI template (docs/product.md §1). Each group is read by the part of the site it names. */
export interface TemplateFlags {
  navigation: {
    showTopBar: boolean;
    showSidebar: boolean;
    showLanguageSwitcher: boolean;
    /** the member's credit balance in the top bar and the phone's menu, linking to /credits */
    showCredits: boolean;
  };
  ui: { designVersion: 1 | 2; showEmojiButton: boolean };
  signup: { autoSkipSteps: boolean; randomDateOfBirth: boolean; nativeDateInput: boolean };
  profileSearch: { searchAllCountries: boolean; loadOnScroll: boolean; showWebcamTiles: boolean; showAdTiles: boolean };
  profileSearchProfile: { showCity: boolean };
  memberDetails: { showCity: boolean; showLanguageBadge: boolean };
  chat: { showTopBar: boolean; showEmojiButton: boolean };
  myProfile: { showCity: boolean };
  notifications: { offerPush: boolean };
  footer: { showCompanyInfo: boolean };
  devPanel: boolean;
  fictionalProfileWarningOnMemberSignup: boolean;
}

export interface Template {
  name: string;
  flags: TemplateFlags;
}
