import { cpSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  checkAssets,
  checkExposes,
  checkShared,
  hostModulesOf,
  manifestAssets,
  parseManifest,
  verifyVersion,
  type MfManifest,
} from '../src/verify';
import { promote } from '../src/operations';
import { readPointer } from '../src/pointer';
import { scratch } from '../testing/scratch';
import { manifest, putVersion } from './fixtures';

const HOST = { react: '^19.3.1', 'react-dom': '^19.3.1' };
const m = (modules: string[], react?: string) => manifest('profile', modules, react) as unknown as MfManifest;

describe('manifest shape', () => {
  it('accepts a real-shaped manifest and rejects broken ones with a reason', () => {
    expect(parseManifest(JSON.stringify(manifest('profile', ['./ProfilePage'])), 'profile').problems).toEqual([]);
    expect(parseManifest('{not json', 'profile').problems[0]).toMatch(/not JSON/);
    expect(parseManifest(JSON.stringify(manifest('chat', [])), 'profile').problems[0]).toMatch(
      /names the container 'chat'/,
    );
    const noExposes = { ...manifest('profile', []), exposes: 'x' };
    expect(parseManifest(JSON.stringify(noExposes), 'profile').problems).toContain(
      'mf-manifest.json exposes[] is missing or malformed',
    );
  });
});

const SEARCH_PAGES = ['./HomePage', './MemberPage', './SearchPage'];

describe('exposes against what the host loads', () => {
  it('knows which modules the host loads from a remote: route pages and widget modules', () => {
    expect(hostModulesOf('profile')).toContain('./ProfilePage');
    expect(hostModulesOf('search')).toEqual([...SEARCH_PAGES, './MemberOverview'].sort());
    expect(hostModulesOf('signup')).toContain('./SignupForm');
    expect(hostModulesOf('nope')).toEqual([]);
  });
  it('a first version must expose at least one route module', () => {
    expect(checkExposes('profile', m(['./ProfilePage']))).toEqual([]);
    expect(checkExposes('profile', m(['./Widget']))[0]).toMatch(/exposes none of the modules/);
  });
  it('a new version may not drop a route module the live one exposes', () => {
    const live = m(['./ProfilePage', './NotificationsPage']);
    expect(checkExposes('profile', m(['./ProfilePage', './NotificationsPage', './Extra']), live)).toEqual([]);
    expect(checkExposes('profile', m(['./ProfilePage']), live)[0]).toMatch(/no longer exposes \.\/NotificationsPage/);
  });
  it('a new version may not drop a widget module a host page shows, though no route loads it', () => {
    const search = (modules: string[]) => manifest('search', modules) as unknown as MfManifest;
    const live = search([...SEARCH_PAGES, './MemberOverview']);
    expect(checkExposes('search', search(SEARCH_PAGES), live)).toEqual([
      'no longer exposes ./MemberOverview, which the live version exposes and the host loads',
    ]);
  });
});

describe('shared singletons', () => {
  it('react and react-dom must satisfy the host ranges', () => {
    expect(checkShared(m(['./ProfilePage'], '19.4.0'), HOST)).toEqual([]);
    expect(checkShared(m(['./ProfilePage'], '18.3.1'), HOST)).toEqual([
      "shares react@18.3.1, which does not satisfy the host's ^19.3.1",
      "shares react-dom@18.3.1, which does not satisfy the host's ^19.3.1",
    ]);
    const noReact = { ...m(['./ProfilePage']), shared: [] };
    expect(checkShared(noReact, HOST)[0]).toMatch(/does not share react/);
  });
});

describe('assets', () => {
  it('lists the remote entry and every chunk, and reports the ones not served', async () => {
    const list = manifestAssets(m(['./ProfilePage']));
    expect(list).toEqual(['ProfilePage.js', 'react-dom.js', 'react.js', 'remoteEntry.js']);
    expect(await checkAssets(list, async (a) => a !== 'react.js')).toEqual(['1 listed asset(s) not served: react.js']);
  });
});

describe('verifyVersion', () => {
  it('passes a complete version and names every problem of a broken one', async () => {
    const { dir, cleanup } = scratch();
    try {
      const V1 = putVersion(dir, 'profile', 'one', ['./ProfilePage', './NotificationsPage']);
      const V2 = putVersion(dir, 'profile', 'two', ['./ProfilePage'], { missing: 'react.js' });
      expect(await verifyVersion({ store: dir, remote: 'profile', version: V1, hostRanges: HOST })).toEqual([]);
      const problems = await verifyVersion({
        store: dir,
        remote: 'profile',
        version: V2,
        liveVersion: V1,
        hostRanges: HOST,
      });
      expect(problems).toHaveLength(2);
      expect(problems[0]).toMatch(/no longer exposes/);
      expect(problems[1]).toMatch(/not served: react\.js/);
      expect(
        (await verifyVersion({ store: dir, remote: 'profile', version: '0.1.0-cccccccccccc', hostRanges: HOST }))[0],
      ).toMatch(/not in the store/);
    } finally {
      cleanup();
    }
  });

  it('refuses a version whose files do not hash to its name: copied under another name, or changed', async () => {
    const { dir, cleanup } = scratch();
    try {
      const v = putVersion(dir, 'profile', 'one', ['./ProfilePage']);
      const copy = '0.1.0-0123456789ab';
      cpSync(join(dir, 'remotes', 'profile', v), join(dir, 'remotes', 'profile', copy), { recursive: true });
      expect(await verifyVersion({ store: dir, remote: 'profile', version: copy, hostRanges: HOST })).toEqual([
        expect.stringMatching(/^profile 0\.1\.0-0123456789ab: its files hash to [0-9a-f]{12}, not to the 0123456789ab/),
      ]);
      writeFileSync(join(dir, 'remotes', 'profile', v, 'ProfilePage.js'), 'changed');
      expect(await verifyVersion({ store: dir, remote: 'profile', version: v, hostRanges: HOST })).toEqual([
        expect.stringMatching(/changed after it was published/),
      ]);
    } finally {
      cleanup();
    }
  });

  it('refuses to promote a search version that drops the member overview the error page shows', async () => {
    const { dir, cleanup } = scratch();
    try {
      const V1 = putVersion(dir, 'search', 'one', [...SEARCH_PAGES, './MemberOverview']);
      const V2 = putVersion(dir, 'search', 'two', SEARCH_PAGES);
      expect((await promote({ store: dir, by: 'test' }, { remote: 'search', version: V1 })).ok).toBe(true);
      const refused = await promote({ store: dir, by: 'test' }, { remote: 'search', version: V2 });
      expect(refused.ok).toBe(false);
      expect(refused.problems).toEqual([
        'no longer exposes ./MemberOverview, which the live version exposes and the host loads',
      ]);
      expect(readPointer(dir).remotes.search.version).toBe(V1);
    } finally {
      cleanup();
    }
  });

  it('checks assets over HTTP when given a base URL', async () => {
    const { dir, cleanup } = scratch();
    try {
      const V1 = putVersion(dir, 'profile', 'one', ['./ProfilePage']);
      const asked: string[] = [];
      const fetchImpl = (async (url: string) => {
        asked.push(url);
        return { status: url.endsWith('/remoteEntry.js') ? 404 : 200 };
      }) as unknown as typeof fetch;
      const problems = await verifyVersion({
        store: dir,
        remote: 'profile',
        version: V1,
        hostRanges: HOST,
        baseUrl: 'http://cdn.test/',
        fetchImpl,
      });
      expect(asked).toContain(`http://cdn.test/remotes/profile/${V1}/remoteEntry.js`);
      expect(problems).toEqual(['1 listed asset(s) not served: remoteEntry.js']);
    } finally {
      cleanup();
    }
  });
});
