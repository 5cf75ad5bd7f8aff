import { run } from '@zootools/email-spell-checker';
import { EMAIL_SUGGESTION_DISTANCE } from '@dating/config';

/** Common mail providers of the site's countries (nl, de, it, fr, es, pl and worldwide). */
export const COMMON_DOMAINS = [
  'gmail.com',
  'googlemail.com',
  'hotmail.com',
  'hotmail.nl',
  'hotmail.de',
  'hotmail.fr',
  'hotmail.it',
  'hotmail.es',
  'hotmail.co.uk',
  'outlook.com',
  'outlook.de',
  'live.com',
  'live.nl',
  'live.de',
  'live.fr',
  'live.it',
  'msn.com',
  'yahoo.com',
  'yahoo.de',
  'yahoo.fr',
  'yahoo.it',
  'yahoo.es',
  'yahoo.co.uk',
  'icloud.com',
  'me.com',
  'mac.com',
  'aol.com',
  'gmx.de',
  'gmx.net',
  'gmx.com',
  'web.de',
  't-online.de',
  'freenet.de',
  'ziggo.nl',
  'kpnmail.nl',
  'kpnplanet.nl',
  'planet.nl',
  'home.nl',
  'xs4all.nl',
  'telenet.be',
  'skynet.be',
  'libero.it',
  'virgilio.it',
  'alice.it',
  'tiscali.it',
  'orange.fr',
  'free.fr',
  'sfr.fr',
  'laposte.net',
  'wanadoo.fr',
  'telefonica.net',
  'wp.pl',
  'o2.pl',
  'onet.pl',
  'interia.pl',
  'protonmail.com',
  'proton.me',
  'mail.com',
];
export const COMMON_SECOND_LEVEL = [
  'gmail',
  'hotmail',
  'outlook',
  'live',
  'yahoo',
  'icloud',
  'gmx',
  'web',
  'ziggo',
  'libero',
  'orange',
  'wanadoo',
  'interia',
  'onet',
];
export const COMMON_TOP_LEVEL = [
  'com',
  'net',
  'org',
  'nl',
  'de',
  'be',
  'fr',
  'it',
  'es',
  'pl',
  'at',
  'ch',
  'eu',
  'co.uk',
  'info',
];

/**
 * "Did you mean …?" for an email address with a likely typo in its domain: within the spec's edit distance of a
 * common provider, or of a common second-level ('gmial' → 'gmail') or top-level ('con' → 'com') part.
 * Answers the corrected address, or null when nothing close differs from what was typed.
 */
export function suggestEmail(email: string): string | null {
  const trimmed = email.trim();
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(trimmed)) return null;
  const suggestion = run({
    email: trimmed,
    domains: COMMON_DOMAINS,
    secondLevelDomains: COMMON_SECOND_LEVEL,
    topLevelDomains: COMMON_TOP_LEVEL,
    domainThreshold: EMAIL_SUGGESTION_DISTANCE,
    secondLevelThreshold: EMAIL_SUGGESTION_DISTANCE,
    topLevelThreshold: EMAIL_SUGGESTION_DISTANCE,
  });
  if (!suggestion || suggestion.full.toLowerCase() === trimmed.toLowerCase()) return null;
  return suggestion.full;
}
