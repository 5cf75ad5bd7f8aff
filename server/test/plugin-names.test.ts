/**
 * @database-independent
 * Its subject is how the app registers its plugins: the PGlite run leaves it to PostgreSQL's, when there is one
 * (test/skip-database-independent.js).
 */
// Fastify's own helper, which it calls with every plugin it registers
import pluginUtils from 'fastify/lib/plugin-utils.js';
import { named } from '../src/plugins/display-name';
import { startTestApp } from './helpers/test-app';

const DISPLAY_NAME = Symbol.for('fastify.display-name');
type Plugin = ((...args: never[]) => unknown) & { [DISPLAY_NAME]?: string };

/**
 * Every plugin the app registers carries its name (src/plugins/display-name.ts, or fastify-plugin's). Fastify looks
 * a nameless one up in require.cache, module by module, twice at each registration: under jest that cache is a
 * proxy over the whole module registry, which cost each server test file's app over half a second of CPU on a busy
 * machine.
 */
test('the app registers no plugin without a name', async () => {
  const nameless: string[] = [];
  let withName = 0;
  const original = pluginUtils.getPluginName;
  const spy = jest.spyOn(pluginUtils, 'getPluginName').mockImplementation((fn: Plugin) => {
    if (fn[DISPLAY_NAME]) withName += 1;
    else nameless.push(fn.name || String(fn).slice(0, 80));
    return original(fn);
  });
  try {
    const t = await startTestApp({ devTools: true, opsToken: 'plugin-names-ops-token' });
    await t.close();
  } finally {
    spy.mockRestore();
  }
  expect(nameless).toEqual([]);
  // the check saw the registrations: the app's own and its libraries' (fastify-plugin's names)
  expect(withName).toBeGreaterThan(30);
});

test("named gives a plugin its function's name, or the one asked for, and keeps a name it has", () => {
  async function userRoutes() {}
  expect((named(userRoutes) as Plugin)[DISPLAY_NAME]).toBe('userRoutes');
  expect((named(async () => {}, 'files') as Plugin)[DISPLAY_NAME]).toBe('files');
  const already = Object.assign(async () => {}, { [DISPLAY_NAME]: 'kept' });
  expect((named(already, 'other') as Plugin)[DISPLAY_NAME]).toBe('kept');
});
