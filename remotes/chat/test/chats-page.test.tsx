import { screen, waitFor, within } from '@testing-library/react';
import { apiKey } from '@dating/api-client';
import { getChats } from '@dating/contract';
import { callsTo, held, ok, refused, renderPage, type Routes } from '@dating/testing';
import ChatsPage from '../src/pages/ChatsPage';
import { anna, chat, lena, profile, sophie, user } from './helpers/fixtures';
import { serveApi } from './helpers/server-double';
import { fireEvent } from '@testing-library/react';

const LIST = [
  chat(11, anna, {
    num_unread_messages: 2,
    last_message: { text: 'Zin in koffie?', sent_at: '2026-05-01T10:00:00.000Z', mine: false },
  }),
  chat(12, sophie, {
    last_message: { text: 'Tot morgen!', sent_at: '2026-05-03T09:00:00.000Z', mine: true },
  }),
  chat(13, lena, { last_message: { text: 'Hallo', sent_at: '2026-04-20T09:00:00.000Z', mine: false } }),
];

function chatsPage(routes: Partial<Routes> = {}, chats = LIST, me = user()) {
  const requests = serveApi({ 'GET /api/chats.php': () => ok({ chats }), ...routes } as Routes);
  const view = renderPage(<ChatsPage route="chats" params={{}} layout="default" />, { path: '/chats', user: me });
  return { requests, ...view };
}

/**
 * A row's link, by the member's name as its text: a role query names every element of the page, and findBy… runs
 * it again on each change while the page loads.
 */
const rowLink = (name: string) => screen.findByText(name, { selector: 'a' });
const removeButton = (name: string) => screen.findByLabelText(`Remove the conversation with ${name}`);

const rows = () => within(screen.getByRole('region', { name: 'Your conversations' })).getAllByRole('listitem');

describe('chats page', () => {
  it('lists the conversations newest activity first, with preview, time and unread count', async () => {
    chatsPage();
    await rowLink('Anna');
    const [first, second, third] = rows();
    expect(within(first!).getByRole('link', { name: 'Sophie' })).toHaveAttribute('href', '/chats/12');
    expect(first).toHaveTextContent('You: Tot morgen!');
    expect(second).toHaveTextContent('Zin in koffie?');
    expect(within(second!).getByRole('status', { name: '2 unread messages' })).toHaveTextContent('2');
    expect(third).toHaveTextContent('Lena');
    expect(within(first!).getByText(/./, { selector: 'time' })).toHaveAttribute('datetime', '2026-05-03T09:00:00.000Z');
  });

  it('marks only the profiles the site runs with the fictional icon, where the member is shown the icon', async () => {
    const mira = profile(8, 'Mira', { fictional: true });
    const list = [
      ...LIST,
      chat(14, mira, { last_message: { text: 'Hoi', sent_at: '2026-04-01T09:00:00.000Z', mine: false } }),
    ];
    chatsPage({}, list, user({ fictional_icon: true }));
    await rowLink('Mira');
    const marked = screen.getAllByRole('img', { name: 'Fictional profile' });
    expect(marked).toHaveLength(1);
    expect(rows()[3]).toContainElement(marked[0]!);
  });

  it('shows no fictional icon when the member is not shown it', async () => {
    chatsPage({}, [chat(14, profile(8, 'Mira', { fictional: true }))]);
    await rowLink('Mira');
    expect(screen.queryByRole('img', { name: 'Fictional profile' })).not.toBeInTheDocument();
  });

  it('removes a conversation at once, before the server has answered, then asks the server', async () => {
    const deletion = held();
    const { requests, queryClient } = chatsPage({ 'DELETE /api/chat.php': () => deletion.answer });
    fireEvent.click(await removeButton('Anna'));
    await waitFor(() => expect(screen.queryByText('Anna', { selector: 'a' })).not.toBeInTheDocument());
    expect(callsTo(requests, 'DELETE', '/api/chat.php').map((r) => r.body)).toEqual([{ conversation: 11 }]);
    // the badge reads the same cache: Anna's two unread messages no longer count
    const cached = queryClient.getQueryData<{ chats: unknown[] }>(apiKey(getChats));
    expect(cached?.chats).toHaveLength(2);
    deletion.release(ok({ ok: true }));
    await waitFor(() => expect(deletion.answer).resolves.toBeTruthy());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('reloads the list and shows an alert when the server refuses the removal', async () => {
    const { requests } = chatsPage({ 'DELETE /api/chat.php': () => refused(500, 'internal', 'boom') });
    fireEvent.click(await removeButton('Anna'));
    expect(await screen.findByRole('alert')).toHaveTextContent('The conversation could not be removed');
    expect(await rowLink('Anna')).toBeInTheDocument();
    expect(callsTo(requests, 'GET', '/api/chats.php').length).toBe(2);
  });

  it('shows the way to search when there are no conversations', async () => {
    chatsPage({}, []);
    expect(await screen.findByRole('heading', { name: 'No conversations yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search members' })).toHaveAttribute('href', '/members');
  });
});
