import type { Language } from '@dating/config';
import deMail from './locales/de/mail.json';
import deNotices from './locales/de/notices.json';
import deUnsubscribe from './locales/de/unsubscribe.json';
import deSandbox from './locales/de/sandbox.json';
import enMail from './locales/en/mail.json';
import enNotices from './locales/en/notices.json';
import enUnsubscribe from './locales/en/unsubscribe.json';
import enSandbox from './locales/en/sandbox.json';
import esMail from './locales/es/mail.json';
import esNotices from './locales/es/notices.json';
import esUnsubscribe from './locales/es/unsubscribe.json';
import esSandbox from './locales/es/sandbox.json';
import frMail from './locales/fr/mail.json';
import frNotices from './locales/fr/notices.json';
import frUnsubscribe from './locales/fr/unsubscribe.json';
import frSandbox from './locales/fr/sandbox.json';
import itMail from './locales/it/mail.json';
import itNotices from './locales/it/notices.json';
import itUnsubscribe from './locales/it/unsubscribe.json';
import itSandbox from './locales/it/sandbox.json';
import nlMail from './locales/nl/mail.json';
import nlNotices from './locales/nl/notices.json';
import nlUnsubscribe from './locales/nl/unsubscribe.json';
import nlSandbox from './locales/nl/sandbox.json';
import plMail from './locales/pl/mail.json';
import plNotices from './locales/pl/notices.json';
import plUnsubscribe from './locales/pl/unsubscribe.json';
import plSandbox from './locales/pl/sandbox.json';

/** The server's namespaces: the mails, the push notices, the unsubscribe page and the sandbox's payment page. */
export const SERVER_NAMESPACES = ['mail', 'notices', 'unsubscribe', 'sandbox'] as const;
export type ServerNamespace = (typeof SERVER_NAMESPACES)[number];

/**
 * Every language's server texts, bundled: the server renders mails in any member's language at any time, and
 * rspack puts the JSON into dist/main.js, so the built server reads no locale file at run time.
 */
export const SERVER_RESOURCES: Record<Language, Record<ServerNamespace, object>> = {
  en: { mail: enMail, notices: enNotices, unsubscribe: enUnsubscribe, sandbox: enSandbox },
  nl: { mail: nlMail, notices: nlNotices, unsubscribe: nlUnsubscribe, sandbox: nlSandbox },
  de: { mail: deMail, notices: deNotices, unsubscribe: deUnsubscribe, sandbox: deSandbox },
  it: { mail: itMail, notices: itNotices, unsubscribe: itUnsubscribe, sandbox: itSandbox },
  fr: { mail: frMail, notices: frNotices, unsubscribe: frUnsubscribe, sandbox: frSandbox },
  es: { mail: esMail, notices: esNotices, unsubscribe: esUnsubscribe, sandbox: esSandbox },
  pl: { mail: plMail, notices: plNotices, unsubscribe: plUnsubscribe, sandbox: plSandbox },
};
