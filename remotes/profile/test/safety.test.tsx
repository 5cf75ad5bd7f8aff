import { Suspense } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@dating/api-client';
import { recordingApi, renderRemote, testUser } from '@dating/testing';
import type { Blocks, User } from '@dating/contract';
import BlockedMembers from '../src/safety/BlockedMembers';
import ComplaintsPage from '../src/pages/ComplaintsPage';
import en from '../src/locales/en.json';
import common from '@dating/i18n/src/locales/en/common.json';

const texts = en.safety;
const fill = (text: string, params: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(params[k]));

describe('blocked members on /profile', () => {
  it('lists the blocked members and unblocks one, leaving the empty state', async () => {
    let blocks: Blocks = {
      blocked: [
        { id: 7, name: 'Bram', main_image: { thumb_filename: 'bram.jpg' }, blocked_at: '2026-01-01T00:00:00Z' },
      ],
    };
    const calls = recordingApi((path, input) => {
      if (path === '/api/settings.php') return { cdn_prefix: '/media/' };
      if (path === '/api/blocks.php' && input?.body) {
        blocks = { blocked: blocks.blocked.filter((b) => b.id !== input.body.profile) };
        return blocks;
      }
      if (path === '/api/blocks.php') return blocks;
      if (['/api/search.php', '/api/likes.php', '/api/chats.php'].includes(path)) return {};
      throw new Error(`unexpected ${path}`);
    });
    renderRemote(<BlockedMembers />, { resources: { en: { profile: en } } });
    const section = await screen.findByRole('region', { name: texts.blocked.title });
    expect(await within(section).findByText('Bram')).toBeInTheDocument();
    fireEvent.click(within(section).getByRole('button', { name: fill(texts.blocked.unblock_label, { name: 'Bram' }) }));
    expect(await within(section).findByText(texts.blocked.none)).toBeInTheDocument();
    expect(calls).toContainEqual({ method: 'DELETE', path: '/api/blocks.php', input: { body: { profile: 7 } } });
  });
});

describe('/complaints', () => {
  const reported = testUser({ id: 12, name: 'Rita' }).profile;
  const photos = [
    { id: 31, thumb_filename: 'a-thumb.jpg', filename: 'a.jpg' },
    { id: 32, thumb_filename: 'b-thumb.jpg', filename: 'b.jpg' },
  ];

  function mount(path: string, user: User | null, complaint: () => unknown = () => ({ ok: true })) {
    const calls = recordingApi((p) => {
      if (p === '/api/settings.php') return { cdn_prefix: '/media/' };
      if (p === '/api/user.php') return { user };
      if (p === '/api/profile.php') return { profile: { ...reported, images: photos } };
      if (p === '/api/complaints.php') return complaint();
      throw new Error(`unexpected ${p}`);
    });
    renderRemote(
      <Suspense fallback={null}>
        <ComplaintsPage route="complaints" params={{}} layout="default" />
      </Suspense>,
      { path, resources: { en: { profile: en, common } } },
    );
    return calls;
  }

  it('arrives from a photo with the member and the photo chosen, and sends them with the reason', async () => {
    const calls = mount('/complaints?member=12&photo=32', testUser());
    expect(await screen.findByText(fill(texts.complaint.about, { name: 'Rita' }))).toBeInTheDocument();
    expect(screen.getByLabelText(texts.complaint.kind)).toHaveValue('photo');
    expect(await screen.findByRole('radio', { name: fill(texts.complaint.photo_n, { n: 2 }) })).toBeChecked();
    // a member is answered at their account's address: no address field
    expect(screen.queryByLabelText(texts.complaint.email)).toBeNull();
    fireEvent.change(screen.getByLabelText(texts.complaint.reason), { target: { value: 'nudity' } });
    fireEvent.change(screen.getByLabelText(texts.complaint.text), { target: { value: ' Not ok ' } });
    fireEvent.click(screen.getByRole('button', { name: texts.complaint.submit }));
    expect(await screen.findByRole('heading', { name: texts.complaint.thanks_title })).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/complaints.php')?.input.body).toEqual({
      kind: 'photo',
      reason: 'nudity',
      text: 'Not ok',
      member: 12,
      photo: 32,
    });
  });

  it('asks a visitor for an address and a reason before sending anything', async () => {
    const calls = mount('/complaints', null);
    fireEvent.change(await screen.findByLabelText(texts.complaint.kind), { target: { value: 'billing' } });
    fireEvent.click(screen.getByRole('button', { name: texts.complaint.submit }));
    expect(await screen.findByText(texts.complaint.reason_required)).toBeInTheDocument();
    expect(screen.getByLabelText(texts.complaint.email)).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => c.path === '/api/complaints.php')).toBe(false);

    fireEvent.change(screen.getByLabelText(texts.complaint.reason), { target: { value: 'refund' } });
    fireEvent.change(screen.getByLabelText(texts.complaint.email), { target: { value: 'me@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: texts.complaint.submit }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/complaints.php')?.input.body).toEqual({
        kind: 'billing',
        reason: 'refund',
        text: '',
        email: 'me@example.com',
      }),
    );
  });

  it('offers a message only when the conversation named one', async () => {
    mount('/complaints?member=12', testUser());
    const kind = await screen.findByLabelText(texts.complaint.kind);
    expect(within(kind).queryByRole('option', { name: texts.complaint.kinds.message })).toBeNull();
    expect(within(kind).getByRole('option', { name: texts.complaint.kinds.photo })).toBeInTheDocument();
  });

  it('tells a text the server refuses under the text field, and a changed kind asks for its own reason', async () => {
    const calls = mount('/complaints?member=12', testUser(), () => {
      throw new ApiError(
        400,
        { error: 'validation', message: 'English', fields: { text: { code: 'invalid_characters', message: 'x' } } },
        'POST /api/complaints.php',
      );
    });
    // a member: once the account is known, no address is asked
    expect(await screen.findByText(fill(texts.complaint.about, { name: 'Rita' }))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByLabelText(texts.complaint.email)).toBeNull());
    fireEvent.change(screen.getByLabelText(texts.complaint.reason), { target: { value: 'fake_profile' } });
    fireEvent.change(screen.getByLabelText(texts.complaint.text), { target: { value: 'bad \u0001 text' } });
    fireEvent.click(screen.getByRole('button', { name: texts.complaint.submit }));
    await waitFor(() => expect(screen.getByLabelText(texts.complaint.text)).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText(texts.complaint.text)).toHaveAccessibleDescription(
      common.validation.invalid_characters,
    );
    expect(calls.filter((c) => c.path === '/api/complaints.php')).toHaveLength(1);

    fireEvent.change(screen.getByLabelText(texts.complaint.kind), { target: { value: 'billing' } });
    expect(screen.getByLabelText(texts.complaint.reason)).toHaveValue('');
  });
});
