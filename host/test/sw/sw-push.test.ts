import { readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';

/**
 * /sw-push.js runs in a service worker, which no test runner here has: the file's own code runs in a VM context
 * whose `self` records what the worker asks of the browser (showNotification, the Badging API).
 */
const source = readFileSync(path.join(__dirname, '../../src/sw/sw-push.js'), 'utf8');

function loadWorker() {
  const listeners: Record<string, (event: unknown) => void> = {};
  const shown: { title: string; options: Record<string, unknown> }[] = [];
  const badges: (number | 'cleared')[] = [];
  const self = {
    location: { host: 'dating.example', origin: 'https://dating.example' },
    addEventListener: (type: string, listener: (event: unknown) => void) => (listeners[type] = listener),
    registration: {
      showNotification: async (title: string, options: Record<string, unknown>) => void shown.push({ title, options }),
    },
    navigator: {
      setAppBadge: async (n: number) => void badges.push(n),
      clearAppBadge: async () => void badges.push('cleared'),
    },
  };
  vm.runInNewContext(source, { self, URL, Promise });
  const push = async (payload: unknown) => {
    let done: Promise<unknown> = Promise.resolve();
    listeners.push!({
      data: { json: () => payload, text: () => JSON.stringify(payload) },
      waitUntil: (p: Promise<unknown>) => (done = p),
    });
    await done;
  };
  return { push, shown, badges };
}

test('a message notice: its texts, a click to the conversation, one per conversation, the app badge', async () => {
  const worker = loadWorker();
  await worker.push({
    title: 'Nieuw bericht van Anna',
    body: 'Open de chat om het te lezen.',
    url: '/chats/12',
    badge: 3,
    tag: 'chat-12',
  });
  expect(worker.shown).toEqual([
    {
      title: 'Nieuw bericht van Anna',
      options: expect.objectContaining({
        body: 'Open de chat om het te lezen.',
        data: { url: '/chats/12' },
        tag: 'chat-12',
        renotify: true,
      }),
    },
  ]);
  expect(worker.badges).toEqual([3]);
});

test('a badge of 0 clears the icon; a url off this site opens the start page instead', async () => {
  const worker = loadWorker();
  await worker.push({ title: 'Someone likes you', body: 'x', url: 'https://evil.example/', badge: 0 });
  await worker.push({ title: 'Someone likes you', body: 'x', url: '//evil.example/' });
  expect(worker.shown.map((s) => s.options.data)).toEqual([{ url: '/' }, { url: '/' }]);
  expect(worker.badges).toEqual(['cleared']);
});
