// @dating/i18n does not depend on the server, so the test reaches the list by path: the list interests.php
// serves, not a copy of it.
import { interests } from '../../../server/src/site/interests';
import { LANGUAGES, type Language } from '../src/languages';
import { loadInterestNames } from '../src/interest-names';

async function load(lng: Language): Promise<Record<string, unknown>> {
  const bundle = (await loadInterestNames(lng)) as Record<string, unknown>;
  return (bundle.default ?? bundle) as Record<string, unknown>;
}

describe('interests messages', () => {
  it('name in English exactly what interests.php names', async () => {
    const en = await load('en');
    for (const { id, name } of interests.interests) expect([id, en[String(id)]]).toEqual([id, name]);
  });

  it.each(LANGUAGES)('%s names every interest of interests.php and nothing else', async (lng) => {
    const messages = await load(lng);
    expect(Object.keys(messages).filter((k) => k !== 'default')).toEqual(interests.interests.map((i) => String(i.id)));
    for (const text of Object.values(messages)) if (typeof text === 'string') expect(text.trim()).not.toBe('');
  });
});
