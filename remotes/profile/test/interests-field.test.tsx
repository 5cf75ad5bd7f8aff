import { fireEvent, screen, waitFor } from '@testing-library/react';
import { loadInterestNames } from '@dating/i18n';
import { recordingApi, renderRemote, testUser } from '@dating/testing';
import { LIMITS, type User } from '@dating/contract';
import { ProfileForm } from '../src/profile-form/ProfileForm';
import de from '../src/locales/de.json';
import en from '../src/locales/en.json';

/** What interests.php answers: ids with English names, as the server lists them. */
const interestsAnswer = {
  interests: ['Travel', 'Cooking', 'Hiking', 'Music', 'Movies', 'Reading', 'Dancing', 'Running', 'Cycling', 'Yoga']
    .concat(['Photography', 'Art and museums'])
    .map((name, i) => ({ id: i + 1, name })),
};

/**
 * An interest's checkbox by its label: role queries over the whole form (selects of many options) cost seconds of
 * CPU in jsdom on every poll; the first test checks the role once.
 */
const box = (id: number) => screen.getByLabelText(names[String(id)]!);

/** The German interest names, as the page loads them. */
let names: Record<string, string>;
beforeAll(async () => {
  names = (await loadInterestNames('de')).default;
});

function mountForm(user: User) {
  const calls = recordingApi((path) => {
    if (path === '/api/interests.php') return interestsAnswer;
    if (path === '/api/profile_fields.php') return { fields: {} };
    if (path === '/api/settings.php') return { countries: ['DE'] };
    if (path === '/api/regions.php') return { countries: [] };
    return { user };
  });
  renderRemote(<ProfileForm user={user} showCity={false} />, {
    lng: 'de',
    resources: { en: { profile: en }, de: { profile: de } },
  });
  return calls;
}

describe('interests on /profile', () => {
  it("lists the interests in the member's language, the member's own ticked, and saves the choice", async () => {
    const calls = mountForm(testUser({ language: 'de', interests: [3] }));
    const hiking = await screen.findByLabelText('Wandern');
    expect(hiking).toHaveRole('checkbox');
    expect(hiking.closest('fieldset')).toHaveAccessibleName(de.interests.legend);
    expect(hiking).toBeChecked();
    expect(box(2)).not.toBeChecked();
    expect(screen.getByText(`1 von ${LIMITS.interestsMax} gewählt`)).toBeInTheDocument();

    fireEvent.click(box(12));
    fireEvent.click(box(2));
    expect(screen.getByText(`3 von ${LIMITS.interestsMax} gewählt`)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: de.form.save }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.input.body.interests).toEqual([2, 3, 12]);
  });

  it(`holds the choice at ${LIMITS.interestsMax}: the other boxes wait until one is unticked`, async () => {
    const ten = Array.from({ length: LIMITS.interestsMax }, (_, i) => i + 1);
    mountForm(testUser({ language: 'de', interests: ten }));
    const eleventh = await screen.findByLabelText(names['11']!);
    expect(eleventh).toBeDisabled();
    expect(box(1)).toBeEnabled();
    fireEvent.click(box(1));
    expect(eleventh).toBeEnabled();
  });
});
