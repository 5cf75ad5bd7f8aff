import { LEGAL_DOCS } from './types';

/** The site paths a text may name and that become links: the pages a member is sent to for help. */
export const LINKED_PATHS: readonly string[] = [
  '/complaints',
  '/notifications',
  '/profile',
  '/pricing',
  '/credits',
  ...LEGAL_DOCS.map((doc) => `/pages/${doc}`),
];

export type TextPart = { text: string } | { path: string };

// A path is a word of its own: after a space, an opening bracket or quote, and before a space or punctuation,
// so "/complaints." links "/complaints" and "and/or" links nothing.
const PATH_WORD = /(?<=^|[\s(«"„“‘'])\/[a-z][a-z0-9/-]*[a-z0-9](?=$|[\s.,;:!?)»"“”’'])/g;

/** The text cut into plain runs and known site paths, in order. Unknown paths stay plain text. */
export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(PATH_WORD)) {
    if (!LINKED_PATHS.includes(match[0])) continue;
    if (match.index > last) parts.push({ text: text.slice(last, match.index) });
    parts.push({ path: match[0] });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

/** Every word of the text that looks like a site path, known or not (for the texts' test). */
export function pathWords(text: string): string[] {
  return [...text.matchAll(PATH_WORD)].map((match) => match[0]);
}
