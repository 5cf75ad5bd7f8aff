import { screen } from '@testing-library/react';
import { callsTo, ok, refused, renderPage, type Routes } from '@dating/testing';
import MemberChatPage from '../src/pages/MemberChatPage';
import { anna, message, page, pricing, user } from './helpers/fixtures';
import { serveApi } from './helpers/server-double';

function memberChatPage(member: ReturnType<typeof user> | null, routes: Partial<Routes> = {}) {
  const requests = serveApi({
    'GET /api/profile.php': () => ok({ profile: anna }),
    'GET /api/chat.php': () => ok({ id: 9 }),
    'GET /api/chat_messages.php': () => ok(page([message(1, 9, { text: 'Hallo daar' })])),
    'POST /api/chat_messages.php': () => ok({ ok: true }),
    'GET /api/pricing.php': () => ok(pricing()),
    ...routes,
  } as Routes);
  renderPage(<MemberChatPage route="members-memberId-chat" params={{ memberId: String(anna.id) }} layout="chat" />, {
    path: `/members/${anna.id}/chat`,
    user: member,
  });
  return requests;
}

describe('member chat page', () => {
  it('takes a member straight into the conversation with that member', async () => {
    const requests = memberChatPage(user());
    expect(await screen.findByText('Hallo daar')).toBeInTheDocument();
    expect(callsTo(requests, 'GET', '/api/chat.php').map((r) => r.query)).toEqual([{ profile: String(anna.id) }]);
    expect(screen.getByRole('textbox', { name: 'Message to Anna' })).toBeInTheDocument();
  });

  it('shows a visitor the member and a signup that comes back to this chat', async () => {
    const requests = memberChatPage(null);
    expect(await screen.findByRole('heading', { name: /Anna/, level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up for free' })).toHaveAttribute(
      'href',
      `/members/5/signup?return=${encodeURIComponent('/members/5/chat')}`,
    );
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(callsTo(requests, 'GET', '/api/chat.php')).toEqual([]);
  });

  it('says a member the server no longer shows is not available to chat with, with no retry', async () => {
    // GET chat.php?profile answers a member who left or a block either way as an unknown member
    memberChatPage(user(), { 'GET /api/chat.php': () => refused(404, 'not_found', 'This profile was not found.') });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This conversation is no longer available' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your chats' })).toHaveAttribute('href', '/chats');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });
});
