import { act, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient } from '@tanstack/react-query';
import { adoptServerState, takeOverServerPage } from '../../src/app/server-page';

/** The body the server sends with a page it drew: its page, its state, the app's hidden root. */
function serverDrawn(state: unknown = { queries: [], mutations: [] }) {
  document.body.innerHTML =
    '<div id="server-page"><main><h1>Meet singles near you</h1></main></div>' +
    `<script type="application/json" id="server-state">${JSON.stringify(state)}</script>` +
    '<div id="root" hidden></div>';
  return document.getElementById('root')!;
}

const settingsAnswer = {
  queryKey: ['api', 'GET /api/settings.php'],
  queryHash: '["api","GET /api/settings.php"]',
  state: { data: { name: 'Amoroso' }, dataUpdatedAt: Date.now(), status: 'success', fetchStatus: 'idle' },
};

describe('a page the server drew', () => {
  it("its state fills the app's query cache before the first render, and leaves the page", () => {
    serverDrawn({ queries: [settingsAnswer], mutations: [] });
    const client = new QueryClient();
    adoptServerState(client);
    expect(client.getQueryData(['api', 'GET /api/settings.php'])).toEqual({ name: 'Amoroso' });
    expect(document.getElementById('server-state')).toBeNull();
  });

  it('its answers count from now: the server answers them for each response, however old the kept page', () => {
    serverDrawn({
      queries: [{ ...settingsAnswer, state: { ...settingsAnswer.state, dataUpdatedAt: Date.now() - 3_600_000 } }],
      mutations: [],
    });
    const client = new QueryClient();
    adoptServerState(client, document, 1_000_000);
    expect(client.getQueryState(['api', 'GET /api/settings.php'])?.dataUpdatedAt).toBe(1_000_000);
  });

  it('unreadable state leaves the cache empty, and the app starts as on any page', () => {
    document.body.innerHTML = '<script type="application/json" id="server-state">{not json</script>';
    const client = new QueryClient();
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    adoptServerState(client);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('stays in view until the app shows its content, then the app takes its place in one step', async () => {
    const root = serverDrawn();
    let shown!: () => void;
    takeOverServerPage(root, new Promise<void>((resolve) => (shown = resolve)));
    await Promise.resolve();
    expect(document.getElementById('server-page')).not.toBeNull();
    expect(root.hidden).toBe(true);
    shown();
    await Promise.resolve();
    await Promise.resolve();
    expect(document.getElementById('server-page')).toBeNull();
    expect(root.hidden).toBe(false);
  });

  it("a page the server did not draw shows the app's root at once", () => {
    document.body.innerHTML = '<div id="root" hidden></div>';
    const root = document.getElementById('root')!;
    takeOverServerPage(root, new Promise<void>(() => undefined));
    expect(root.hidden).toBe(false);
  });

  it('what was typed into the server’s form, and where, goes into the app’s form at the take-over', async () => {
    document.body.innerHTML =
      '<div id="server-page"><form><input name="email" type="email"><input name="password" type="password">' +
      '<textarea name="note"></textarea></form></div><div id="root" hidden></div>';
    const root = document.getElementById('root')!;
    const seen: Record<string, string> = {};
    function AppForm() {
      const [email, setEmail] = useState('');
      const [password, setPassword] = useState('');
      const [note, setNote] = useState('kept');
      seen.email = email;
      seen.password = password;
      seen.note = note;
      return (
        <form>
          <input name="email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
          <input name="password" type="password" value={password} onChange={(e) => setPassword(e.target.value)} />
          <textarea name="note" value={note} onChange={(e) => setNote(e.target.value)} />
        </form>
      );
    }
    const app = createRoot(root);
    await act(async () => app.render(<AppForm />));
    // typed before the app took over; the visitor is in the password field, the caret after its second letter
    const drawn = document.getElementById('server-page')!;
    drawn.querySelector<HTMLInputElement>('[name=email]')!.value = 'ann@example.com';
    const password = drawn.querySelector<HTMLInputElement>('[name=password]')!;
    password.value = 'secret';
    password.focus();
    password.setSelectionRange(2, 2);
    drawn.querySelector<HTMLTextAreaElement>('[name=note]')!.value = 'typed';

    let shown!: () => void;
    takeOverServerPage(root, new Promise<void>((resolve) => (shown = resolve)));
    await act(async () => shown());

    expect(document.getElementById('server-page')).toBeNull();
    // the app's form state has it, as if typed there
    expect(seen).toEqual({ email: 'ann@example.com', password: 'secret', note: 'kept' });
    const appPassword = root.querySelector<HTMLInputElement>('[name=password]')!;
    expect(document.activeElement).toBe(appPassword);
    expect([appPassword.selectionStart, appPassword.selectionEnd]).toEqual([2, 2]);
    act(() => app.unmount());
  });

  it('a choice made in the server’s page (a radio picked, a box ticked) is the app’s after the take-over', async () => {
    document.body.innerHTML =
      '<div id="server-page"><form><input type="radio" name="who" value="women">' +
      '<input type="radio" name="who" value="men"><input type="checkbox" name="news" value="yes"></form></div>' +
      '<div id="root" hidden></div>';
    const root = document.getElementById('root')!;
    const seen: { who?: string; news?: boolean } = {};
    function AppChoices() {
      const [who, setWho] = useState('');
      const [news, setNews] = useState(false);
      seen.who = who;
      seen.news = news;
      return (
        <form>
          {['women', 'men'].map((value) => (
            <input
              key={value}
              type="radio"
              name="who"
              value={value}
              checked={who === value}
              onChange={() => setWho(value)}
            />
          ))}
          <input type="checkbox" name="news" value="yes" checked={news} onChange={(e) => setNews(e.target.checked)} />
        </form>
      );
    }
    const app = createRoot(root);
    await act(async () => app.render(<AppChoices />));
    const drawn = document.getElementById('server-page')!;
    drawn.querySelector<HTMLInputElement>('[value=men]')!.checked = true;
    drawn.querySelector<HTMLInputElement>('[name=news]')!.checked = true;

    let shown!: () => void;
    takeOverServerPage(root, new Promise<void>((resolve) => (shown = resolve)));
    await act(async () => shown());

    expect(seen).toEqual({ who: 'men', news: true });
    act(() => app.unmount());
  });
});
