import type { Language } from '@dating/config';
import type { CommonMessages } from '@dating/i18n/src/resources';
import type { PageHead } from './page-head';

type PageHeadMessages = Pick<CommonMessages, 'pageHead'>;
/** the route names (@dating/routes) that have a head of their own in the `common` messages */
export type AccountPage = keyof PageHeadMessages['pageHead'];
const ACCOUNT_PAGES: readonly AccountPage[] = ['login', 'signup'];

export const isAccountPage = (name: string): name is AccountPage => (ACCOUNT_PAGES as readonly string[]).includes(name);

/**
 * The words come from the shell's own `common` messages (@dating/i18n), so the tab the app titles and the head
 * the server sends say the same. The template-literal import resolves at run time under tsx and jest alike.
 */
async function messagesFor(language: Language): Promise<PageHeadMessages> {
  const module = (await import(`@dating/i18n/src/locales/${language}/common.json`)) as {
    default?: PageHeadMessages;
  } & PageHeadMessages;
  // ESM hands JSON over as the default export; CommonJS interop may hand over the object itself
  return module.default ?? module;
}

/** /login and /signup: the title and description a search result or a shared link shows, in the page's language. */
export async function accountPageHead(page: AccountPage, language: Language, siteName: string): Promise<PageHead> {
  const words = (await messagesFor(language)).pageHead[page];
  const fill = (text: string) => text.replaceAll('{{site}}', siteName);
  return { title: fill(words.title), description: fill(words.description) };
}
