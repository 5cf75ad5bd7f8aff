// @dating/i18n does not depend on @dating/contract, so the test reaches the field list by path: the
// list profile_fields.php serves, not a copy of it.
import { PROFILE_FIELDS } from '../../contract/src';
import { LANGUAGES, type Language } from '../src/languages';
import { loadProfileFieldMessages } from '../src/profile-field-messages';

type Messages = Record<string, unknown>;

/** Through the loader pages use, so a file the loader cannot find fails here too. */
async function load(lng: Language): Promise<Messages> {
  const bundle = (await loadProfileFieldMessages(lng)) as Messages;
  return (bundle.default ?? bundle) as Messages;
}

const fields = Object.entries(PROFILE_FIELDS) as [string, readonly string[]][];
const isRecord = (value: unknown): value is Messages => typeof value === 'object' && value !== null;
const textAt = (messages: Messages, ...path: string[]): unknown =>
  path.reduce<unknown>((node, key) => (isRecord(node) ? node[key] : undefined), messages);

/** A missing text, an empty one, or what the old fallback showed: the code, or the code with spaces. */
function untranslated(text: unknown, code: string): boolean {
  return typeof text !== 'string' || text.trim() === '' || text === code || text === code.replace(/_/g, ' ');
}

describe('profile_fields messages', () => {
  it('cover the fields of profile_fields.php, gender included', () => {
    expect(fields.map(([field]) => field)).toEqual(expect.arrayContaining(['gender', 'looking_for', 'height']));
  });

  it.each(LANGUAGES)('%s names every field and every value of profile_fields.php', async (lng) => {
    const messages = await load(lng);
    const missing = fields.flatMap(([field, values]) => [
      ...(untranslated(textAt(messages, field, 'label'), field) ? [`${field}.label`] : []),
      ...values.filter((v) => untranslated(textAt(messages, field, 'values', v), v)).map((v) => `${field}.values.${v}`),
    ]);
    expect(missing).toEqual([]);
    expect(untranslated(messages.no_answer, 'no_answer')).toBe(false);
  });

  it.each(LANGUAGES)('%s has no keys for fields or values that do not exist', async (lng) => {
    const messages = await load(lng);
    const allowed = new Map(fields);
    const extra = Object.entries(messages).flatMap(([key, node]) => {
      if (key === 'no_answer') return [];
      const values = allowed.get(key);
      if (!values || !isRecord(node)) return [key];
      const unknownParts = Object.keys(node)
        .filter((k) => k !== 'label' && k !== 'values')
        .map((k) => `${key}.${k}`);
      const valueNames = isRecord(node.values) ? Object.keys(node.values) : [];
      return [...unknownParts, ...valueNames.filter((v) => !values.includes(v)).map((v) => `${key}.values.${v}`)];
    });
    expect(extra).toEqual([]);
  });

  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s does not copy the English field names', async (lng) => {
    const [english, messages] = await Promise.all([load('en'), load(lng)]);
    // "Religion" is the same word in German and French.
    const sameWord = (field: string) => field === 'religion' && (lng === 'de' || lng === 'fr');
    const copied = fields.filter(([f]) => !sameWord(f) && textAt(messages, f, 'label') === textAt(english, f, 'label'));
    expect(copied.map(([f]) => f)).toEqual([]);
  });
});
