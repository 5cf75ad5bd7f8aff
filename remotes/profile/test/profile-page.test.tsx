import { Suspense } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { recordingApi, renderRemote, testUser } from '@dating/testing';
import { apiKey } from '@dating/api-client';
import { getUser, type User } from '@dating/contract';
import ProfilePage from '../src/pages/ProfilePage';
import en from '../src/locales/en.json';

const user: User = testUser({ city: 'Utrecht', country: 'NL', date_of_birth: '1990-05-06', details: {} });

/** The page as the host mounts it, with user.php answering when the test says so. */
function mount() {
  let answerUser!: (answer: { user: User }) => void;
  const userAnswer = new Promise<{ user: User }>((resolve) => (answerUser = resolve));
  let answerSave!: () => void;
  const saved = new Promise<void>((resolve) => (answerSave = resolve));
  const calls = recordingApi(async (path, input) => {
    if (path === '/api/settings.php')
      return { cdn_prefix: '/media/', countries: ['NL'], visible_profile_fields: ['city'] };
    if (path === '/api/regions.php') return { countries: [] };
    if (path === '/api/profile_fields.php') return { fields: {} };
    if (path === '/api/user.php' && input?.body) {
      await saved;
      return { user: { ...user, profile: { ...user.profile, ...input.body } } };
    }
    if (path === '/api/user.php') return userAnswer;
    throw new Error(`unexpected ${path}`);
  });
  const { queryClient } = renderRemote(
    <Suspense fallback={null}>
      <ProfilePage route="profile" params={{}} layout="default" />
    </Suspense>,
    { resources: { en: { profile: en } } },
  );
  return { calls, answerUser, answerSave, queryClient };
}

describe('profile page', () => {
  it('shows the page title and a skeleton in one loading status until the member has loaded', async () => {
    const { answerUser } = mount();
    expect(await screen.findByRole('heading', { level: 1, name: en.title })).toBeInTheDocument();
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status).toHaveTextContent(en.loading);
    expect(screen.queryByLabelText(en.fields.name)).toBeNull();
    await act(async () => answerUser({ user }));
    expect(await screen.findByLabelText(en.fields.name)).toHaveValue('Anna');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("links the member's notifications, premium and prices from the page", async () => {
    const { answerUser } = mount();
    await act(async () => answerUser({ user }));
    const nav = within(await screen.findByRole('navigation', { name: en.account_links.label }));
    expect(nav.getByRole('link', { name: en.account_links.notifications })).toHaveAttribute('href', '/notifications');
    expect(nav.getByRole('link', { name: en.account_links.premium })).toHaveAttribute('href', '/premium');
    expect(nav.getByRole('link', { name: en.account_links.pricing })).toHaveAttribute('href', '/pricing');
  });

  it('puts the fields in named groups: the basics, where I live, more about me', async () => {
    const { answerUser } = mount();
    await act(async () => answerUser({ user }));
    const form = await screen.findByRole('form', { name: en.form.label });
    const basics = within(form).getByRole('group', { name: en.sections.basics });
    expect(within(basics).getByLabelText(en.fields.name)).toBeInTheDocument();
    expect(within(basics).getByRole('combobox', { name: en.fields.gender })).toBeInTheDocument();
    expect(within(basics).getByRole('group', { name: en.fields.date_of_birth })).toBeInTheDocument();
    const location = within(form).getByRole('group', { name: en.location.legend });
    expect(within(location).getByLabelText(en.location.city)).toHaveValue('Utrecht');
    const more = within(form).getByRole('group', { name: en.details.legend });
    expect(within(more).getByLabelText(en.fields.personal)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Anna' })).toBeInTheDocument();
  });

  it('pins the save button while there are edits, and keeps it busy and named the same while saving', async () => {
    const { answerUser, answerSave, calls } = mount();
    await act(async () => answerUser({ user }));
    const save = await screen.findByRole('button', { name: en.form.save });
    expect(save).toBeDisabled(); // nothing changed yet
    expect(save.closest('.profile-actions--pinned')).toBeNull();
    fireEvent.change(await screen.findByLabelText(en.fields.name), { target: { value: 'Anna B' } });
    expect(save).toBeEnabled();
    // unsaved edits keep the save button pinned in reach at the foot of the screen
    expect(save.closest('.profile-actions--pinned')).not.toBeNull();
    fireEvent.click(save);
    await waitFor(() => expect(save).toHaveAttribute('aria-busy', 'true'));
    expect(save).toBeDisabled();
    expect(save).toHaveAccessibleName(en.form.save);
    await act(async () => answerSave());
    await waitFor(() => expect(save).not.toHaveAttribute('aria-busy'));
    expect(calls.find((c) => c.method === 'PUT')?.input.body.name).toBe('Anna B');
  });
});

describe('profile page while the host polls', () => {
  it('keeps the edits being made when a poll brings the member again with other credits', async () => {
    const { answerUser, queryClient } = mount();
    await act(async () => answerUser({ user }));
    const name = await screen.findByLabelText(en.fields.name);
    fireEvent.change(name, { target: { value: 'Anna B' } });
    await act(async () => queryClient.setQueryData(apiKey(getUser, undefined), { user: { ...user, credits: 7 } }));
    expect(screen.getByLabelText(en.fields.name)).toHaveValue('Anna B');
    expect(screen.getByRole('button', { name: en.form.save })).toBeEnabled();
  });
});
