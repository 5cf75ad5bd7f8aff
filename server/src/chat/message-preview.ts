/** How much of the newest message the chat list shows: one line; the rest would only travel to be cut off. */
export const PREVIEW_LENGTH = 140;

/** The first characters of a text, cut between code points (never half an emoji). */
export const preview = (text: string): string => {
  const points = [...text];
  return points.length <= PREVIEW_LENGTH ? text : `${points.slice(0, PREVIEW_LENGTH).join('')}…`;
};
