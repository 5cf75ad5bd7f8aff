import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiKey } from '@dating/api-client';
import { getChats } from '@dating/contract';
import { callsTo, ok, renderPage, type Routes } from '@dating/testing';
import ChatPage from '../src/pages/ChatPage';
import uiEn from '@dating/ui/locales/en.json';
import en from '../src/locales/en.json';
import { anna, chat, message, page, pricing, user } from './helpers/fixtures';
import { serveApi } from './helpers/server-double';

const CONVERSATION = 7;
const texts = en.safety;
const blockTexts = uiEn.block;
const named = (text: string) => text.replace('{{name}}', 'Anna');

/** A conversation with Anna: her message 1, mine 2, hers 3 (the newest of hers). */
function chatPage() {
  const requests = serveApi({
    'GET /api/chat_messages.php': () =>
      ok(page([message(1, CONVERSATION), message(2, CONVERSATION, { mine: true }), message(3, CONVERSATION)])),
    'POST /api/chat_messages.php?read=1': () => ok({ ok: true }),
    'GET /api/pricing.php': () => ok(pricing()),
    'POST /api/blocks.php': () =>
      ok({ blocked: [{ id: anna.id, name: 'Anna', main_image: null, blocked_at: '2026-05-01T10:00:00.000Z' }] }),
  } as Partial<Routes> as Routes);
  const view = renderPage(<ChatPage route="chats-chatId" params={{ chatId: String(CONVERSATION) }} layout="chat" />, {
    path: `/chats/${CONVERSATION}`,
    user: user({ credits: 10 }),
  });
  view.queryClient.setQueryData(apiKey(getChats), { chats: [chat(CONVERSATION, anna)] });
  return { requests, ...view };
}

/** The menu's button, waited for by its label: findByRole named every element of the chat on each change. */
const menuButton = () => screen.findByLabelText(named(texts.menu));

describe('the conversation menu', () => {
  it('reports Anna with her newest message', async () => {
    chatPage();
    fireEvent.click(await menuButton());
    const sheet = await screen.findByRole('dialog', { name: named(texts.menu_title) });
    expect(within(sheet).getByRole('link', { name: named(texts.report) })).toHaveAttribute(
      'href',
      `/complaints?member=${anna.id}&message=3`,
    );
  });

  it('blocks Anna after the confirmation: the chat leaves the list and the page goes to the chats', async () => {
    const { requests, queryClient } = chatPage();
    fireEvent.click(await menuButton());
    fireEvent.click(await screen.findByRole('button', { name: named(texts.block) }));
    const confirm = await screen.findByRole('dialog', { name: named(blockTexts.title) });
    expect(confirm).toHaveTextContent(named(blockTexts.text).replace(/\{\{name\}\}/g, 'Anna'));
    expect(callsTo(requests, 'POST', '/api/blocks.php')).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: blockTexts.confirm }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/chats$/));
    expect(callsTo(requests, 'POST', '/api/blocks.php').map((r) => r.body)).toEqual([{ profile: anna.id }]);
    expect(queryClient.getQueryData(apiKey(getChats))).toEqual({ chats: [] });
  });
});
