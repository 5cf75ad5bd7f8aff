import { LANGUAGES } from '@dating/i18n';
import { uiLocales } from '../src/i18n/ui-locales';

type Messages = Record<string, unknown>;

const keysOf = (messages: Messages, prefix = ''): string[] =>
  Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keysOf(value as Messages, `${prefix}${key}.`) : [`${prefix}${key}`],
  );

const load = async (lng: string) => {
  const bundle = (await uiLocales(lng)) as { default?: Messages } & Messages;
  return (bundle.default ?? bundle) as Messages;
};

describe('ui messages', () => {
  it('exist for all 7 languages with the same keys, none empty', async () => {
    const english = keysOf(await load('en')).sort();
    expect(english).toEqual([
      'block.cancel',
      'block.confirm',
      'block.failed',
      'block.text',
      'block.title',
      'dob.date',
      'like.like',
      'like.like_label',
      'like.unlike',
      'like.unlike_label',
      'modal.close',
      'toast.close',
      'toast.region',
    ]);
    for (const lng of LANGUAGES) {
      const messages = await load(lng);
      expect(keysOf(messages).sort()).toEqual(english);
      for (const key of english) {
        const text = key.split('.').reduce<unknown>((node, part) => (node as Messages)[part], messages);
        expect(typeof text === 'string' && text.trim().length > 0).toBe(true);
      }
    }
  });

  it('are translated, not copies of English', async () => {
    const english = await load('en');
    for (const lng of LANGUAGES.filter((l) => l !== 'en')) {
      expect((await load(lng)).modal).not.toEqual(english.modal);
      expect((await load(lng)).like).not.toEqual(english.like);
    }
  });
});
