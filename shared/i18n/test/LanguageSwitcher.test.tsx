import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { LanguageSwitcher, type LanguageSelectProps, type LanguageSwitcherProps } from '../src/LanguageSwitcher';
import { clearLocaleCookie, readLocaleCookie } from '../src/locale-cookie';
import { createI18n } from '../src/setup';

describe('LanguageSwitcher', () => {
  afterEach(() => clearLocaleCookie());

  function renderSwitcher(lng: 'en' | 'nl' = 'en', props: LanguageSwitcherProps = {}) {
    const i18n = createI18n({ lng });
    render(
      <I18nextProvider i18n={i18n}>
        <LanguageSwitcher {...props} />
      </I18nextProvider>,
    );
    return i18n;
  }

  it('is a labelled select of the 7 languages in their own names', async () => {
    renderSwitcher('nl');
    const select = (await screen.findByLabelText('Taal')) as HTMLSelectElement;
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

  it("draws the caller's select, labelled and working, with the label's own class", async () => {
    // a compact control: the select plus a face showing the current choice
    const Compact = (props: LanguageSelectProps) => (
      <span data-testid="compact">
        <select {...props} />
        <span aria-hidden="true">{String(props.value).toUpperCase()}</span>
      </span>
    );
    const i18n = renderSwitcher('en', { select: Compact, labelClassName: 'hidden-label' });
    expect(screen.getByText('Language')).toHaveClass('hidden-label');
    expect(screen.getByTestId('compact')).toHaveTextContent('EN');
    await userEvent.selectOptions(screen.getByLabelText('Language'), 'de');
    await waitFor(() => expect(i18n.language).toBe('de'));
    expect(screen.getByTestId('compact')).toHaveTextContent('DE');
    expect(screen.getByLabelText('Sprache')).toHaveProperty('value', 'de');
  });
});
