/** @jest-environment jsdom */
import { clearLocaleCookie, LOCALE_COOKIE, readLocaleCookie, writeLocaleCookie } from '../src/locale-cookie';

describe('locale cookie', () => {
  afterEach(() => {
    clearLocaleCookie();
    jest.restoreAllMocks();
  });

  it('writes `locale` for 365 days, SameSite=Lax, path /', () => {
    const setCookie = jest.spyOn(Document.prototype, 'cookie', 'set');
    const before = Date.now();
    writeLocaleCookie('fr');

    expect(setCookie).toHaveBeenCalledTimes(1);
    const written = setCookie.mock.calls[0]![0];
    const attributes = written.split('; ');
    expect(attributes[0]).toBe(`${LOCALE_COOKIE}=fr`);
    expect(attributes).toContain('path=/');
    expect(attributes.map((a) => a.toLowerCase())).toContain('samesite=lax');
    const expires = Date.parse(attributes.find((a) => a.startsWith('expires='))!.slice('expires='.length));
    const days = (expires - before) / 86_400_000;
    expect(days).toBeGreaterThan(364.99);
    expect(days).toBeLessThan(365.01);
  });

  it('reads back what it wrote, and ignores values that are not ours', () => {
    expect(readLocaleCookie()).toBeUndefined();
    writeLocaleCookie('pl');
    expect(readLocaleCookie()).toBe('pl');
    document.cookie = `${LOCALE_COOKIE}=de-DE; path=/`;
    expect(readLocaleCookie()).toBe('de');
    document.cookie = `${LOCALE_COOKIE}=pt; path=/`;
    expect(readLocaleCookie()).toBeUndefined();
  });
});
