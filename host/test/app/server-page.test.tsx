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
});
