/** @jest-environment jsdom */
import type { i18n as I18n } from 'i18next';
import { clearLocaleCookie, readLocaleCookie } from '../src/locale-cookie';
import { createI18n, registerNamespace, setLanguage } from '../src/setup';

const bundle = (lng: string) => ({ default: { hello: `hello-${lng}` } });

describe('createI18n', () => {
  afterEach(() => clearLocaleCookie());

  it('is initialised at once with English common bundled, and loads the start language’s by itself', async () => {
    const english = createI18n({ lng: 'en' });
    expect(english.t('validation.required')).toBe('Value is required');
    const i18n = createI18n({ lng: 'nl' });
    expect(i18n.language).toBe('nl');
    expect(i18n.hasLoadedNamespace('common')).toBe(false);
    await i18n.loadNamespaces('common');
    expect(i18n.hasLoadedNamespace('common')).toBe(true);
    expect(i18n.t('validation.required')).toBe('Dit veld is verplicht');
    expect(i18n.t('common:button.save')).toBe('Opslaan');
  });

  it('interpolates without HTML escaping (React escapes) and falls back to English', async () => {
    const i18n = createI18n({ lng: 'de', resources: { en: { common: { only_en: 'Only {{x}}' } } } });
    await i18n.loadNamespaces('common');
    expect(i18n.t('validation.min_length', { min: 2 })).toBe('Dieses Feld muss mindestens 2 Zeichen lang sein');
    expect(i18n.t('only_en', { x: '<b>&' })).toBe('Only <b>&');
    expect(i18n.t('validation.required')).toBe('Dieses Feld ist erforderlich');
  });

  it('sets <html lang dir> for the start language', () => {
    createI18n({ lng: 'pl' });
    expect(document.documentElement.lang).toBe('pl-PL');
    expect(document.documentElement.dir).toBe('ltr');
  });
});

describe('setLanguage', () => {
  afterEach(() => clearLocaleCookie());

  it('changes the language, writes the locale cookie and sets <html lang>', async () => {
    const i18n = createI18n({ lng: 'en' });
    await setLanguage('de', i18n);
    expect(i18n.language).toBe('de');
    expect(i18n.t('button.cancel')).toBe('Abbrechen');
    expect(readLocaleCookie()).toBe('de');
    expect(document.documentElement.lang).toBe('de-DE');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('refuses a language that is not one of ours', async () => {
    const i18n = createI18n({ lng: 'en' });
    await expect(setLanguage('pt' as never, i18n)).rejects.toThrow(TypeError);
    expect(i18n.language).toBe('en');
  });
});

describe('registerNamespace', () => {
  let i18n: I18n;
  beforeEach(() => {
    i18n = createI18n({ lng: 'nl' });
  });

  it('loads the current language and the English fallback through the loader', async () => {
    const loader = jest.fn(async (lng: string) => bundle(lng));
    await registerNamespace('chat', loader, i18n);
    expect(loader.mock.calls.map(([lng]) => lng).sort()).toEqual(['en', 'nl']);
    expect(i18n.t('chat:hello')).toBe('hello-nl');
    expect(i18n.getResource('en', 'chat', 'hello')).toBe('hello-en');
  });

  it('accepts a loader that answers a plain object', async () => {
    await registerNamespace('likes', async (lng) => ({ hello: `plain-${lng}` }), i18n);
    expect(i18n.t('likes:hello')).toBe('plain-nl');
  });

  it('loads the new language of every registered namespace before the change completes', async () => {
    const chat = jest.fn(async (lng: string) => bundle(lng));
    const likes = jest.fn(async (lng: string) => ({ default: { title: `likes-${lng}` } }));
    await registerNamespace('chat', chat, i18n);
    await registerNamespace('likes', likes, i18n);

    const seenOnChange: string[] = [];
    i18n.on('languageChanged', () => seenOnChange.push(i18n.t('chat:hello'), i18n.t('likes:title')));
    await setLanguage('fr', i18n);

    expect(chat).toHaveBeenCalledWith('fr');
    expect(likes).toHaveBeenCalledWith('fr');
    expect(seenOnChange).toEqual(['hello-fr', 'likes-fr']);
  });

  it('does not load again when the same loader registers twice', async () => {
    const loader = jest.fn(async (lng: string) => bundle(lng));
    await registerNamespace('chat', loader, i18n);
    await registerNamespace('chat', loader, i18n);
    expect(loader).toHaveBeenCalledTimes(2); // nl + en, once
  });

  it('reloads with a new loader (a new version of the remote)', async () => {
    await registerNamespace('chat', async (lng) => bundle(lng), i18n);
    await registerNamespace('chat', async (lng) => ({ hello: `v2-${lng}` }), i18n);
    expect(i18n.t('chat:hello')).toBe('v2-nl');
    expect(i18n.getResource('en', 'chat', 'hello')).toBe('v2-en');
  });

  it('recovers a namespace that was asked for before its loader was registered', async () => {
    await i18n.loadNamespaces('late');
    expect(i18n.t('late:hello')).toBe('hello');
    await registerNamespace('late', async (lng) => bundle(lng), i18n);
    expect(i18n.t('late:hello')).toBe('hello-nl');
  });

  it('falls back to English for keys a language lacks', async () => {
    await registerNamespace('chat', async (lng) => (lng === 'en' ? { only: 'english' } : {}), i18n);
    expect(i18n.t('chat:only')).toBe('english');
  });
});
