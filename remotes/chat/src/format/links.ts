/** A piece of a message: plain text, or a web address found in it. */
export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// http(s) addresses and bare www. ones; a trailing punctuation mark ends the sentence, not the address
const URL_PATTERN = /\b(?:https?:\/\/|www\.)[^\s<>"']+[^\s<>"'.,;:!?)\]]/gi;

/** Splits a message into text and the addresses in it (only http and https: nothing a click could run). */
export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let at = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index;
    if (start > at) parts.push({ kind: 'text', text: text.slice(at, start) });
    const found = match[0];
    parts.push({ kind: 'link', text: found, href: /^www\./i.test(found) ? `https://${found}` : found });
    at = start + found.length;
  }
  if (at < text.length) parts.push({ kind: 'text', text: text.slice(at) });
  return parts;
}
