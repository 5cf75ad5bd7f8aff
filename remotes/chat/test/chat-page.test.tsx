import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiKey, applyStreamEvent } from '@dating/api-client';
import { getChats, getUser, MESSAGE_MAX_LENGTH, type ChatMessage, type User } from '@dating/contract';
import { callsTo, held, ok, refused, renderPage, type Answer, type Request, type Routes } from '@dating/testing';
import ChatPage from '../src/pages/ChatPage';
import { draftKey } from '../src/state/draft-storage';
import { LAST_OPENED_CHAT_KEY } from '../src/state/last-opened-chat';
import { anna, chat, message, page, pricing, user } from './helpers/fixtures';
import { serveApi } from './helpers/server-double';

const CONVERSATION = 7;

/** The server's answer to a send: the stored message, with the balance after paying for it. */
const stored = (id: number, request: Request, credits = 9): Answer =>
  ok({
    message: message(id, CONVERSATION, { mine: true, text: request.body.text, client_id: request.body.client_id }),
    credits,
  });

function chatPage(routes: Partial<Routes> = {}, first = page([message(1, CONVERSATION), message(2, CONVERSATION)])) {
  const requests = serveApi({
    'GET /api/chat_messages.php': () => ok(first),
    'POST /api/chat_messages.php?read=1': () => ok({ ok: true }),
    'POST /api/chat_typing.php': () => ok({ ok: true }),
    'POST /api/chat_messages.php': (r) => stored(50, r),
    'GET /api/pricing.php': () => ok(pricing()),
    ...routes,
  } as Routes);
  const view = renderPage(<ChatPage route="chats-chatId" params={{ chatId: String(CONVERSATION) }} layout="chat" />, {
    path: `/chats/${CONVERSATION}`,
    user: user({ credits: 10 }),
  });
  view.queryClient.setQueryData(apiKey(getChats), {
    chats: [chat(CONVERSATION, anna, { num_unread_messages: 2 })],
  });
  return { requests, ...view };
}

// The composer and the log by their labels: a role query names every element of the page, and the tests ask for
// them many times, inside waitFor too. The first test checks they are a textbox and a log.
const field = () => screen.getByLabelText('Message to Anna');
const type = (text: string) => fireEvent.change(field(), { target: { value: text } });
const pressEnter = (shiftKey = false) => fireEvent.keyDown(field(), { key: 'Enter', shiftKey });
const log = () => screen.getByLabelText('Messages with Anna');
const bubble = (text: string) => within(log()).getByText(text).closest('li')!;

beforeEach(() => {
  localStorage.clear();
  document.cookie = `${LAST_OPENED_CHAT_KEY}=; Max-Age=0; Path=/`;
});

describe('chat page', () => {
  it('shows the messages and marks the conversation read up to the newest, everywhere', async () => {
    const { requests, queryClient } = chatPage();
    expect(await screen.findByText('message 2')).toBeInTheDocument();
    expect(log()).toHaveRole('log');
    expect(field()).toHaveRole('textbox');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Anna');
    expect(screen.getByRole('link', { name: "Anna's profile" })).toHaveAttribute('href', '/members/5');
    await waitFor(() =>
      expect(callsTo(requests, 'POST', '/api/chat_messages.php').map((r) => r.body)).toEqual([
        { conversation: CONVERSATION, up_to: 2 },
      ]),
    );
    const chats = queryClient.getQueryData<{ chats: { num_unread_messages: number }[] }>(apiKey(getChats));
    expect(chats?.chats[0]?.num_unread_messages).toBe(0);
    // the last opened chat (docs/product.md §3): the profile and the date, in local storage and the cookie
    expect(JSON.parse(localStorage.getItem(LAST_OPENED_CHAT_KEY)!)).toMatchObject({ profile: anna.id });
    expect(document.cookie).toContain(`${LAST_OPENED_CHAT_KEY}=`);
  });

  it("opens the other member's profile with this conversation as the way back", async () => {
    chatPage();
    fireEvent.click(await screen.findByRole('link', { name: "Anna's profile" }));
    const where = screen.getByTestId('location');
    expect(where).toHaveTextContent('/members/5');
    expect(where).toHaveAttribute('data-from', `/chats/${CONVERSATION}`);
  });

  it('sends with Enter: sending, then sent (the balance changes at once), then read', async () => {
    const sending = held();
    const { requests, queryClient } = chatPage({ 'POST /api/chat_messages.php': () => sending.answer });
    await screen.findByText('message 2');
    type('Zullen we koffie drinken?');
    pressEnter();
    expect(field()).toHaveValue('');
    expect(within(bubble('Zullen we koffie drinken?')).getByText('Sending')).toBeInTheDocument();
    const sends = () => callsTo(requests, 'POST', '/api/chat_messages.php').filter((r) => !r.query.read);
    await waitFor(() => expect(sends()).toHaveLength(1));
    const [send] = sends();
    expect(send!.body).toMatchObject({ conversation: CONVERSATION, text: 'Zullen we koffie drinken?' });
    await act(async () => sending.release(stored(50, send!, 9)));
    await waitFor(() => expect(within(bubble('Zullen we koffie drinken?')).getByText('Sent')).toBeInTheDocument());
    expect(queryClient.getQueryData<{ user: User }>(apiKey(getUser))?.user.credits).toBe(9);
    act(() => applyStreamEvent(queryClient, { type: 'read', conversation: CONVERSATION, read_up_to: 50 }));
    expect(await within(bubble('Zullen we koffie drinken?')).findByText('Read')).toBeInTheDocument();
  });

  it('Shift+Enter is a new line, not a send', async () => {
    const { requests } = chatPage();
    await screen.findByText('message 2');
    type('Hoi');
    pressEnter(true);
    expect(callsTo(requests, 'POST', '/api/chat_messages.php').filter((r) => !r.query.read)).toEqual([]);
  });

  it('keeps a failed message with a retry that sends it again with the same client id', async () => {
    let attempt = 0;
    const { requests } = chatPage({
      'POST /api/chat_messages.php': (r) => (++attempt === 1 ? refused(503, 'unavailable') : stored(51, r)),
    });
    await screen.findByText('message 2');
    type('Ben je er nog?');
    pressEnter();
    expect(await within(bubble('Ben je er nog?')).findByText('Not sent')).toBeInTheDocument();
    fireEvent.click(within(bubble('Ben je er nog?')).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(bubble('Ben je er nog?')).getByText('Sent')).toBeInTheDocument());
    const sends = callsTo(requests, 'POST', '/api/chat_messages.php').filter((r) => !r.query.read);
    expect(sends).toHaveLength(2);
    expect(sends[1]!.body.client_id).toBe(sends[0]!.body.client_id);
    expect(sends[0]!.body.client_id).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(within(log()).getAllByText('Ben je er nog?')).toHaveLength(1);
  });

  it('keeps the draft of each conversation across a reload, and clears it once sent', async () => {
    const first = chatPage();
    await screen.findByText('message 2');
    type('Een half bericht');
    expect(localStorage.getItem(draftKey(CONVERSATION))).toBe('Een half bericht');
    first.unmount();
    chatPage();
    await screen.findByText('message 2');
    expect(field()).toHaveValue('Een half bericht');
    pressEnter();
    expect(field()).toHaveValue('');
    expect(localStorage.getItem(draftKey(CONVERSATION))).toBeNull();
  });

  it('with too few credits sends nothing, keeps the draft and leads to /credits and back', async () => {
    chatPage({ 'POST /api/chat_messages.php': () => refused(402, 'credits_too_few', 'Not enough credits.') });
    await screen.findByText('message 2');
    type('Mag ik je nummer?');
    pressEnter();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Not enough credits');
    expect(within(alert).getByRole('link', { name: 'Buy credits' })).toHaveAttribute(
      'href',
      `/credits?return=${encodeURIComponent(`/chats/${CONVERSATION}`)}`,
    );
    expect(field()).toHaveValue('Mag ik je nummer?');
    expect(localStorage.getItem(draftKey(CONVERSATION))).toBe('Mag ik je nummer?');
    expect(within(log()).queryByText('Mag ik je nummer?')).not.toBeInTheDocument();
  });

  it('with too few credits leaves a message the member began meanwhile in the field, not the refused one', async () => {
    const sending = held();
    chatPage({ 'POST /api/chat_messages.php': () => sending.answer });
    await screen.findByText('message 2');
    type('Mag ik je nummer?');
    pressEnter();
    expect(field()).toHaveValue('');
    type('Of je mail');
    sending.release(refused(402, 'credits_too_few', 'Not enough credits.'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not enough credits');
    expect(field()).toHaveValue('Of je mail');
    expect(localStorage.getItem(draftKey(CONVERSATION))).toBe('Of je mail');
  });

  it('makes links clickable only where the message allows them', async () => {
    chatPage(
      {},
      page([
        message(1, CONVERSATION, { text: 'Kijk op https://example.com/a nu', links_allowed: false }),
        message(2, CONVERSATION, { text: 'Of www.example.org.', links_allowed: true }),
      ]),
    );
    await screen.findByText(/Of/);
    expect(within(bubble('Kijk op https://example.com/a nu')).queryByRole('link')).not.toBeInTheDocument();
    const link = within(log()).getByRole('link', { name: 'www.example.org' });
    expect(link).toHaveAttribute('href', 'https://www.example.org');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('shows text as text, never as HTML', async () => {
    const markup = '<img src=x onerror="alert(1)"><b>vet</b> <a href="javascript:alert(1)">klik</a>';
    chatPage({}, page([message(1, CONVERSATION, { text: markup, links_allowed: true })]));
    expect(await within(await screen.findByLabelText('Messages with Anna')).findByText(markup)).toBeInTheDocument();
    expect(log().querySelector('img, b, a')).toBeNull();
  });

  it('appends a message from the stream and shows the typing indicator for a few seconds', async () => {
    const { requests, queryClient } = chatPage();
    await screen.findByText('message 2');
    jest.useFakeTimers();
    try {
      act(() => {
        applyStreamEvent(queryClient, { type: 'typing', conversation: CONVERSATION, from: anna.id });
        // react-query tells its observers on a timer
        jest.advanceTimersByTime(0);
      });
      expect(screen.getByText('Anna is typing…')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(5_100));
      expect(screen.queryByText('Anna is typing…')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
    const live: ChatMessage = message(3, CONVERSATION, { text: 'Ben je er?' });
    act(() => applyStreamEvent(queryClient, { type: 'message', message: live }));
    expect(await within(log()).findByText('Ben je er?')).toBeInTheDocument();
    await waitFor(() =>
      expect(callsTo(requests, 'POST', '/api/chat_messages.php').map((r) => r.body.up_to)).toEqual([2, 3]),
    );
  });

  it('loads older messages with before = the oldest shown', async () => {
    const { requests } = chatPage({
      'GET /api/chat_messages.php': ({ query }) =>
        ok(
          query.before
            ? page([message(1, CONVERSATION, { text: 'het begin' })])
            : page([message(2, CONVERSATION), message(3, CONVERSATION)], { has_more: true }),
        ),
    });
    await screen.findByText('message 3');
    fireEvent.click(screen.getByRole('button', { name: 'Show older messages' }));
    expect(await screen.findByText('het begin')).toBeInTheDocument();
    expect(callsTo(requests, 'GET', '/api/chat_messages.php').map((r) => r.query.before)).toEqual([undefined, '2']);
    const texts = within(log())
      .getAllByRole('listitem')
      .map((li) => li.querySelector('.chat-msg-text')?.textContent);
    expect(texts).toEqual(['het begin', 'message 2', 'message 3']);
    expect(screen.queryByRole('button', { name: 'Show older messages' })).not.toBeInTheDocument();
  });

  it('counts the characters left near the limit', async () => {
    chatPage();
    await screen.findByText('message 2');
    type('x'.repeat(MESSAGE_MAX_LENGTH - 300));
    expect(screen.queryByText(/characters left/)).not.toBeInTheDocument();
    type('x'.repeat(MESSAGE_MAX_LENGTH - 3));
    expect(screen.getByText('3 characters left of 2000')).toBeInTheDocument();
  });

  it('says by the composer what a message costs, in the credits the server charges, in the right plural', async () => {
    const { requests, unmount } = chatPage();
    expect(await screen.findByText('Each message costs 1 credit')).toBeInTheDocument();
    expect(callsTo(requests, 'GET', '/api/pricing.php').map((r) => r.query)).toEqual([{}]);
    unmount();
    chatPage({ 'GET /api/pricing.php': () => ok(pricing(2)) });
    expect(await screen.findByText('Each message costs 2 credits')).toBeInTheDocument();
  });

  it('says in Polish what a message costs, with its plural forms', async () => {
    serveApi({
      'GET /api/chat_messages.php': () => ok(page([message(1, CONVERSATION)])),
      'POST /api/chat_messages.php?read=1': () => ok({ ok: true }),
      'GET /api/pricing.php': () => ok(pricing(2)),
    } as Partial<Routes> as Routes);
    renderPage(<ChatPage route="chats-chatId" params={{ chatId: String(CONVERSATION) }} layout="chat" />, {
      path: `/chats/${CONVERSATION}`,
      user: user(),
      lng: 'pl',
    });
    expect(await screen.findByText('Każda wiadomość kosztuje 2 kredyty')).toBeInTheDocument();
  });

  it('says a conversation the server no longer shows is not available, links to the chats, no retry', async () => {
    // the server's answer for an unknown conversation, a member who left and a block either way alike
    chatPage({ 'GET /api/chat_messages.php': () => refused(404, 'not_found', 'This conversation was not found.') });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This conversation is no longer available' }),
    ).toBeInTheDocument();
    expect(screen.getByText('The member may have left the site, or one of you has blocked the other.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to your chats' })).toHaveAttribute('href', '/chats');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(screen.queryByText('This could not be found.')).not.toBeInTheDocument();
  });

  it('still offers a retry when loading failed for a reason that may pass', async () => {
    chatPage({ 'GET /api/chat_messages.php': () => refused(503, 'unavailable') });
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'This conversation is no longer available' })).not.toBeInTheDocument();
  });
});
