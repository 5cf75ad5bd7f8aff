import type { TemplateFlags } from '@dating/config';
import type { Layout } from '@dating/routes';

/**
 * Whether a layout carries the top navigation (docs/product.md §2 names the layouts; their contents are ours).
 * default: always; lander: yes, a visitor on a landing page needs the way to log in or sign up; chat: as the
 * template's chat flag says; empty: never, the page is full-bleed.
 */
export function layoutShowsTopNav(layout: Layout, flags: Pick<TemplateFlags, 'navigation' | 'chat'>): boolean {
  if (layout === 'default' || layout === 'lander') return flags.navigation.showTopBar;
  if (layout === 'chat') return flags.chat.showTopBar;
  return false;
}

/** Whether a page carries the member sidebar: the default layout, for a member, when the template shows one. */
export function layoutShowsSidebar(
  layout: Layout,
  flags: Pick<TemplateFlags, 'navigation'>,
  isMember: boolean,
): boolean {
  return layout === 'default' && isMember && flags.navigation.showSidebar;
}

/** The signup flow's own pages: they walk a new member through activation themselves. */
const SIGNUP_FLOW_ROUTES = new Set(['signup', 'complete-signup', 'members-memberId-signup']);

/**
 * Whether a page carries the 'confirm your email' reminder: the default layout, for a member who has not
 * activated, except inside the signup flow, whose last step says the same with the address to check.
 */
export function layoutShowsActivateReminder(
  layout: Layout,
  routeName: string,
  user: { activated: boolean } | null,
): boolean {
  return layout === 'default' && user !== null && !user.activated && !SIGNUP_FLOW_ROUTES.has(routeName);
}
