/**
 * The name a landing page is counted under: the signup form sends it with a new member's tracking data (which page
 * of which landers version they came through), and the server counts the page's visits under it, so the ops page sets
 * visits beside signups per page and version. Null for a route that is no landing page.
 */
export function landingVisitPage(route: string, params: Readonly<Record<string, string | undefined>>): string | null {
  switch (route) {
    case 'index':
    case 'match-finder':
    case 'signup-matches':
      return route;
    case 'landers-kind-slug':
      return `landers/${params.kind}/${params.slug}`;
    case 'members-memberId-landing':
      return `members/${params.memberId}/landing`;
    case 'members-memberId-landing2-slug':
      return `members/${params.memberId}/landing2/${params.slug}`;
    case 'members-memberId-landing3-slug':
      return `members/${params.memberId}/landing3/${params.slug}`;
    default:
      return null;
  }
}
