import { COMMON_MESSAGES } from '../src/all-common-messages';
import { LANGUAGES } from '../src/languages';
// The server's own lists and texts: a code it starts to answer fails here until every language has its text.
import { ERROR_CODES, FIELD_CODES } from '../../../server/src/http/error-codes';
import { RULE_MESSAGES } from '../../contract/src/rules';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  return Object.entries(tree).reduce<Record<string, string>>((out, [key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? { ...out, [path]: value } : { ...out, ...flatten(value, path) };
  }, {});
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

/** Words that really are the same in that language; anything else equal to English is untranslated. */
const SAME_AS_ENGLISH: Record<string, string[]> = { es: ['status.error'] };

const english = flatten(COMMON_MESSAGES.en as Tree);
const others = LANGUAGES.filter((l) => l !== 'en');

describe('common.json', () => {
  it('English has the messages every part relies on', () => {
    expect(english).toMatchObject({
      'validation.required': 'Value is required',
      'validation.min_length': 'This field should be at least {{min}} characters long',
      'validation.max_length': 'This field should be at most {{max}} characters long',
      'validation.invalid_email': 'Value is not a valid email address',
      'validation.name_starts_with_at': 'Your name cannot start with @',
      'validation.name_equals_email': 'Your name cannot be your email address',
      'validation.date_of_birth_min_age': 'You must be at least {{min_age}} years old',
      'validation.invalid_date': 'Please enter a real date',
      'status.error': 'Error',
      'status.something_went_wrong': 'Something went wrong',
      'status.saved': 'Saved',
      'status.loading': 'Loading…',
      'language.label': 'Language',
    });
    for (const button of [
      'save',
      'cancel',
      'close',
      'retry',
      'continue',
      'skip',
      'back',
      'log_in',
      'log_out',
      'next',
    ]) {
      expect(english[`button.${button}`]).toEqual(expect.any(String));
    }
  });

  it.each(others)('%s has exactly the keys of English', (lng) => {
    expect(Object.keys(flatten(COMMON_MESSAGES[lng] as Tree)).sort()).toEqual(Object.keys(english).sort());
  });

  it.each(others)('%s is translated: no value equals English unless it is the same word', (lng) => {
    const messages = flatten(COMMON_MESSAGES[lng] as Tree);
    const untranslated = Object.keys(english).filter(
      (key) => messages[key] === english[key] && !SAME_AS_ENGLISH[lng]?.includes(key),
    );
    expect(untranslated).toEqual([]);
  });

  it.each(others)('%s keeps the placeholders of every English message', (lng) => {
    const messages = flatten(COMMON_MESSAGES[lng] as Tree);
    for (const [key, text] of Object.entries(english)) {
      expect([key, placeholders(messages[key] ?? '')]).toEqual([key, placeholders(text)]);
    }
  });

  it.each(LANGUAGES)('%s has no empty values', (lng) => {
    const empty = Object.entries(flatten(COMMON_MESSAGES[lng] as Tree)).filter(([, v]) => v.trim() === '');
    expect(empty).toEqual([]);
  });
});

describe('texts of what the server answers', () => {
  it.each(LANGUAGES)('%s has common:errors.<code> for every error code of a 4xx', (lng) => {
    const messages = flatten(COMMON_MESSAGES[lng] as Tree);
    expect(ERROR_CODES.filter((code) => !messages[`errors.${code}`])).toEqual([]);
  });

  it.each(LANGUAGES)('%s has common:validation.<code> for every code of a refused field', (lng) => {
    const messages = flatten(COMMON_MESSAGES[lng] as Tree);
    expect(FIELD_CODES.filter((code) => !messages[`validation.${code}`])).toEqual([]);
  });

  it('English rule texts take the parameters the server sends with them', () => {
    const serverParams = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const code of FIELD_CODES) {
      const browser = placeholders(english[`validation.${code}`] ?? '');
      expect([code, browser]).toEqual([code, serverParams(RULE_MESSAGES[code])]);
    }
  });
});
