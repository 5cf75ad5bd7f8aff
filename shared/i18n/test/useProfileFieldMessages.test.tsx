import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { useProfileFieldMessages } from '../src/profile-field-messages';
import { createI18n, isNamespaceRegistered, setLanguage } from '../src/setup';

function EyeColor() {
  const { label, value, noAnswer } = useProfileFieldMessages();
  return <p>{`${label('eye_color')}: ${value('eye_color', 'hazel')} / ${noAnswer}`}</p>;
}

describe('useProfileFieldMessages', () => {
  it('loads the profile_fields namespace on first use and follows language changes', async () => {
    const i18n = createI18n({ lng: 'pl' });
    expect(isNamespaceRegistered('profile_fields', i18n)).toBe(false);
    render(
      <I18nextProvider i18n={i18n}>
        <Suspense fallback={<p>loading</p>}>
          <EyeColor />
        </Suspense>
      </I18nextProvider>,
    );
    expect(await screen.findByText('Kolor oczu: Piwne / Brak odpowiedzi')).toBeInTheDocument();
    expect(isNamespaceRegistered('profile_fields', i18n)).toBe(true);

    await act(() => setLanguage('fr', i18n));
    expect(screen.getByText('Couleur des yeux: Noisette / Pas de réponse')).toBeInTheDocument();
  });
});
