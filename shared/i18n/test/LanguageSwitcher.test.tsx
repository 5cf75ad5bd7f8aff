import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { LanguageSwitcher } from '../src/LanguageSwitcher';
import { clearLocaleCookie, readLocaleCookie } from '../src/locale-cookie';
import { createI18n } from '../src/setup';

describe('LanguageSwitcher', () => {
  afterEach(() => clearLocaleCookie());

  function renderSwitcher(lng: 'en' | 'nl' = 'en') {
    const i18n = createI18n({ lng });
    render(
      <I18nextProvider i18n={i18n}>
        <LanguageSwitcher />
      </I18nextProvider>,
    );
    return i18n;
  }

  it('is a labelled select of the 7 languages in their own names', () => {
    renderSwitcher('nl');
    const select = screen.getByLabelText('Taal') as HTMLSelectElement;
    expect(select.tagName).toBe('SELECT');
    expect(select.value).toBe('nl');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'English',
      'Nederlands',
      'Deutsch',
      'Italiano',
      'Français',
      'Español',
      'Polski',
    ]);
    expect(screen.getByRole('option', { name: 'Deutsch' }).getAttribute('lang')).toBe('de-DE');
  });

  it('changes the language, the cookie, <html lang> and its own label', async () => {
    const i18n = renderSwitcher('en');
    await userEvent.selectOptions(screen.getByLabelText('Language'), 'fr');

    await waitFor(() => expect(i18n.language).toBe('fr'));
    expect(await screen.findByLabelText('Langue')).toHaveProperty('value', 'fr');
    expect(readLocaleCookie()).toBe('fr');
    expect(document.documentElement.lang).toBe('fr-FR');
  });

  it('follows a language change made elsewhere', async () => {
    const i18n = renderSwitcher('en');
    await act(() => i18n.changeLanguage('pl'));
    expect(screen.getByLabelText('Język')).toHaveProperty('value', 'pl');
  });
});
