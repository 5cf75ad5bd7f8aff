/** The largest id the database holds (int4): a longer number in the URL can be no member. */
const INT4_MAX = 2_147_483_647;

/** The member of a landing URL, or null when the URL names none (a typo, a cut-off link). */
export function memberIdOf(param: string | undefined): number | null {
  if (!param || !/^\d{1,10}$/.test(param)) return null;
  const id = Number(param);
  return id >= 1 && id <= INT4_MAX ? id : null;
}

/** Where every member landing leads: the signup form that starts a conversation with that member. */
export const memberSignupPath = (id: number) => `/members/${id}/signup`;
