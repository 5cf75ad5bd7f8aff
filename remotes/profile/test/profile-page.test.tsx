import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiKey } from '@dating/api-client';
import { getUser } from '@dating/contract';
import en from '../src/locales/en.json';
import { mount, user } from './profile-page-mount';

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
