import { LANGUAGES, LOCALE_CODES, type Language } from '@dating/config';
import { escapeHtml } from '@dating/legal/server';
import { scriptsAfterPaint } from '../server-html/scripts-after-paint';
import type { PageHead } from './page-head';

/** The URL of a page in one language: each language version has its own URL (?lang=), as hreflang needs. */
export const languageUrl = (origin: string, pathname: string, language: Language) =>
  `${origin}${pathname}?lang=${language}`;

export interface HeadContext {
  origin: string;
  pathname: string;
  language: Language;
  /** the URL named the language (?lang=): the canonical URL is that language's; else the bare URL */
  languageInUrl: boolean;
  siteName: string;
}

/** title, description, canonical, hreflang alternates for the 7 languages and Open Graph, escaped. */
export function headTags(head: PageHead, ctx: HeadContext): string {
  const attr = escapeHtml;
  const bare = `${ctx.origin}${ctx.pathname}`;
  const canonical = ctx.languageInUrl ? languageUrl(ctx.origin, ctx.pathname, ctx.language) : bare;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${attr(head.description)}" />`,
    `<link rel="canonical" href="${attr(canonical)}" />`,
    ...LANGUAGES.map(
      (lng) => `<link rel="alternate" hreflang="${lng}" href="${attr(languageUrl(ctx.origin, ctx.pathname, lng))}" />`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${attr(bare)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${attr(ctx.siteName)}" />`,
    `<meta property="og:title" content="${attr(head.title)}" />`,
    `<meta property="og:description" content="${attr(head.description)}" />`,
    `<meta property="og:url" content="${attr(canonical)}" />`,
    `<meta property="og:image" content="${attr(`${ctx.origin}/icons/icon-512.png`)}" />`,
    `<meta property="og:locale" content="${LOCALE_CODES[ctx.language].replace('-', '_')}" />`,
    ...LANGUAGES.filter((lng) => lng !== ctx.language).map(
      (lng) => `<meta property="og:locale:alternate" content="${LOCALE_CODES[lng].replace('-', '_')}" />`,
    ),
    `<meta name="twitter:card" content="summary" />`,
  ];
  return tags.join('\n    ');
}

/** What the server drew of the page: tags for the head (its style sheets), markup for the body. */
export interface DrawnPage {
  head: string;
  body: string;
}

/**
 * The host's index.html with the page's head (in place of any title of its own), the page's language on <html>,
 * and the page the server drew: before the app's root, which stays hidden until the app has drawn the same, and
 * the app's scripts held until the drawn page has painted (docs/architecture.md, Server HTML).
 */
export function shellWithHead(html: string, head: PageHead, ctx: HeadContext, drawn: DrawnPage | null): string {
  const out = html
    .replace(/<html lang="[^"]*"/, `<html lang="${LOCALE_CODES[ctx.language]}"`)
    // the build's own title (if any) gives way to the page's; the tags go last in the head, after the charset
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace('</head>', () => `${headTags(head, ctx)}${drawn?.head ?? ''}</head>`);
  if (!drawn) return out;
  // the shell's tags only: the drawn body and its state, tens of KB, are not searched for them
  return scriptsAfterPaint(out).replace('<div id="root"></div>', () => `${drawn.body}<div id="root" hidden></div>`);
}
