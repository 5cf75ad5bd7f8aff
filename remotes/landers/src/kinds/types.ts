import type { Campaign, CampaignCopy } from '@dating/contract';

/** What every landing kind draws from: the campaign (audience) and its copy in the visitor's language. */
export interface KindProps {
  campaign: Campaign;
  copy: CampaignCopy;
}

/**
 * The in-page target of every landing page's call to action: the embedded signup form. Never an id equal to a
 * remote's name ('signup'): the browser makes every id a window property, and Module Federation would take
 * window.signup, the element, for the signup remote's container.
 */
export const SIGNUP_ANCHOR = 'lander-signup';
