import { Suspense } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@dating/api-client';
import { recordingApi, renderRemote, testUser } from '@dating/testing';
import type { User } from '@dating/contract';
import ProfilePage from '../src/pages/ProfilePage';
import en from '../src/locales/en.json';
import common from '@dating/i18n/src/locales/en/common.json';

const user: User = testUser({ city: 'Utrecht', country: 'NL', details: {} }, { shown_to_visitors: true });

/** /profile as the host mounts it, user.php answering `member`; a PUT user.php is answered by `save`. */
function mount(save: (body: Partial<User>) => Promise<{ user: User }>, member = user) {
  const calls = recordingApi(async (path, input) => {
    if (path === '/api/settings.php')
      return { cdn_prefix: '/media/', countries: ['NL'], visible_profile_fields: ['city'] };
    if (path === '/api/regions.php') return { countries: [] };
    if (path === '/api/profile_fields.php') return { fields: {} };
    if (path === '/api/user.php') return input?.body ? save(input.body) : { user: member };
    throw new Error(`unexpected ${path}`);
  });
  renderRemote(
    <Suspense fallback={null}>
      <ProfilePage route="profile" params={{}} layout="default" />
    </Suspense>,
    { resources: { en: { profile: en, common } } },
  );
  return calls;
}

const puts = (calls: ReturnType<typeof mount>) => calls.filter((c) => c.method === 'PUT').map((c) => c.input.body);

describe('the "show me to visitors" switch on /profile (docs/product.md §6)', () => {
  it('shows shown_to_visitors of user.php and saves false at once when the member switches it off', async () => {
    const calls = mount(async (body) => ({ user: { ...user, ...body } }));
    const visitors = await screen.findByRole('switch', { name: en.visitors.label });
    expect(visitors).toBeChecked();
    expect(visitors).toHaveAccessibleDescription(en.visitors.hint);

    await act(async () => fireEvent.click(visitors));
    expect(puts(calls)).toEqual([{ shown_to_visitors: false }]);
    await waitFor(() => expect(screen.getByRole('switch', { name: en.visitors.label })).toBeEnabled());
    expect(screen.getByRole('switch', { name: en.visitors.label })).not.toBeChecked();
    // saved on its own: the form has no unsaved edits
    expect(screen.getByRole('button', { name: en.form.save })).toBeDisabled();
  });

  it('shows an opted-out member unchecked; a refused save switches back and shows the translated error', async () => {
    const calls = mount(
      async () => {
        throw new ApiError(503, { error: 'unavailable', message: 'English' }, 'PUT /api/user.php');
      },
      { ...user, shown_to_visitors: false },
    );
    const visitors = await screen.findByRole('switch', { name: en.visitors.label });
    expect(visitors).not.toBeChecked();

    await act(async () => fireEvent.click(visitors));
    expect(puts(calls)).toEqual([{ shown_to_visitors: true }]);
    const group = screen.getByRole('group', { name: en.visitors.legend });
    expect(await within(group).findByRole('alert')).toHaveTextContent(common.errors.generic);
    expect(screen.getByRole('switch', { name: en.visitors.label })).not.toBeChecked();
  });
});
