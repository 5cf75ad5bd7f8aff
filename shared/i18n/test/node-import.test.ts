import { currentLanguage, i18n, LANGUAGES } from '../src';

// The server and build scripts import this package too, where there is no window or document.
describe('outside a browser', () => {
  it('imports without touching browser globals and starts in English', () => {
    expect(typeof window).toBe('undefined');
    expect(LANGUAGES).toHaveLength(7);
    expect(currentLanguage(i18n)).toBe('en');
    expect(i18n.t('status.saved')).toBe('Saved');
  });
});
