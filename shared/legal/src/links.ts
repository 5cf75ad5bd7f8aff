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

/** A run of plain text, or a link: the words a reader sees and the site path they lead to. */
export type TextPart = { text: string } | { path: string; text: string };

// A link is written [words](/path): the reader sees the words, never the path.
const LINK_MARKUP = /\[([^\]]+)\]\((\/[a-z][a-z0-9/-]*[a-z0-9])\)/g;

// A path is a word of its own: after a space, an opening bracket or quote, and before a space or punctuation,
// so "/complaints." finds "/complaints" and "and/or" finds nothing.
const PATH_WORD = /(?<=^|[\s(«"„“‘'])\/[a-z][a-z0-9/-]*[a-z0-9](?=$|[\s.,;:!?)»"“”’'])/g;

/** The text cut into plain runs and links to known site paths, in order. Unknown paths stay plain text. */
export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK_MARKUP)) {
    const [whole, words, path] = match;
    if (!LINKED_PATHS.includes(path)) continue;
    if (match.index > last) parts.push({ text: text.slice(last, match.index) });
    parts.push({ path, text: words });
    last = match.index + whole.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

/** Every word of the text that looks like a site path, in a link or not (for the texts' test). */
export function pathWords(text: string): string[] {
  return [...text.matchAll(PATH_WORD)].map((match) => match[0]);
}

/** The paths written bare, outside [words](/path): a reader would see them raw (for the texts' test). */
export function barePaths(text: string): string[] {
  return pathWords(text.replace(LINK_MARKUP, '$1'));
}
