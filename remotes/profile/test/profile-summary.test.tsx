import { screen, waitFor } from '@testing-library/react';
import { recordingApi, renderRemote, testTemplate, testUser } from '@dating/testing';
import type { User } from '@dating/contract';
import { ProfileSummary } from '../src/pages/ProfileSummary';
import de from '../src/locales/de.json';
import en from '../src/locales/en.json';

const user = (patch: Partial<User['profile']> = {}): User =>
  testUser({ city: 'Amsterdam', date_of_birth: '1990-05-06', details: {}, ...patch });

function mount(u: User, settings: Record<string, unknown> = { template: 'classic' }, lng: 'en' | 'de' = 'en') {
  recordingApi((path) => {
    if (path === '/api/settings.php') return { cdn_prefix: '/media/', ...settings };
    throw new Error(`unexpected ${path}`);
  });
  renderRemote(<ProfileSummary user={u} />, { lng, resources: { en: { profile: en }, de: { profile: de } } });
}

describe('profile summary', () => {
  it('names the country in the reader language, after the city', async () => {
    mount(user());
    expect(await screen.findByText('Amsterdam, Netherlands')).toBeInTheDocument();
  });

  it('in German too', async () => {
    mount(user(), { template: 'classic' }, 'de');
    expect(await screen.findByText('Amsterdam, Niederlande')).toBeInTheDocument();
  });

  it('leaves the city out when the template turns myProfile.showCity off', async () => {
    mount(user(), { template: testTemplate('no-city', { myProfile: { showCity: false } }) });
    await waitFor(() => expect(screen.getByText('Netherlands')).toBeInTheDocument());
    expect(screen.queryByText(/Amsterdam/)).toBeNull();
  });

  it('shows the photo with its text alternative', async () => {
    mount(user({ main_image: { thumb_filename: 'anna.jpg' } } as Partial<User['profile']>));
    expect(await screen.findByRole('img', { name: 'Profile photo of Anna' })).toHaveAttribute('src', '/media/anna.jpg');
  });

  it('has no image to announce when there is no photo', async () => {
    mount(user());
    await screen.findByText('Amsterdam, Netherlands');
    expect(screen.queryByRole('img')).toBeNull();
    expect(document.querySelector('.profile-summary svg')).not.toBeNull();
  });
});
