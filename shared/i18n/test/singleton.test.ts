/** @jest-environment jsdom */
import type { i18n as I18n } from 'i18next';

const INSTANCE = Symbol.for('@dating/i18n/instance');

function loadPackage(): typeof import('../src') {
  let mod: typeof import('../src') | undefined;
  jest.isolateModules(() => {
    mod = require('../src');
  });
  return mod!;
}

describe('the shared instance', () => {
  beforeEach(() => {
    delete (globalThis as { [INSTANCE]?: I18n })[INSTANCE];
    document.cookie = 'locale=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    window.history.replaceState(null, '', '/');
  });

  it('is created once even when two copies of the package load', () => {
    const first = loadPackage();
    const second = loadPackage();
    expect(first.createI18n).not.toBe(second.createI18n); // really two module copies
    expect(second.i18n).toBe(first.i18n);
  });

  it('starts in the detected language and keeps a ?lang= choice in the cookie', () => {
    window.history.replaceState(null, '', '/members?lang=it');
    const { i18n, readLocaleCookie, currentLanguage } = loadPackage();
    expect(currentLanguage(i18n)).toBe('it');
    expect(readLocaleCookie()).toBe('it');
    expect(document.documentElement.lang).toBe('it-IT');
  });

  it('uses the cookie when there is no query parameter', async () => {
    document.cookie = 'locale=es; path=/';
    const { i18n } = loadPackage();
    expect(i18n.language).toBe('es');
    await i18n.loadNamespaces('common');
    expect(i18n.t('button.back')).toBe('Atrás');
  });

  it('registerNamespace and setLanguage default to the shared instance', async () => {
    const { i18n, registerNamespace, setLanguage, isNamespaceRegistered } = loadPackage();
    await registerNamespace('host', async (lng) => ({ default: { title: `host-${lng}` } }));
    expect(isNamespaceRegistered('host')).toBe(true);
    await setLanguage('nl');
    expect(i18n.t('host:title')).toBe('host-nl');
  });
});
