/**
 * The User Timing mark set when the first route's content is on screen (page-settled.ts ContentShown): a widget
 * that loads once the page is idle (LaterRemoteModule) comes after it. scripts/bench counts a first render's files
 * up to this mark.
 */
export const CONTENT_SHOWN_MARK = 'route-content-shown';
