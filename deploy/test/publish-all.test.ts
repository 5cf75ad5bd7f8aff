import { readFileSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { readPointer } from '@dating/release-store';
import { scratch, writeFiles } from '@dating/release-store/testing/scratch';
import { publishAll } from '../src/publish-all';

function repoWith(root: string) {
  writeFiles(root, {
    'remotes/profile/package.json': JSON.stringify({
      name: '@dating/remote-profile',
      version: '0.2.0',
      scripts: { build: 'rspack build' },
    }),
    'remotes/profile/src/index.ts': 'export {}',
    'remotes/chat/package.json': JSON.stringify({
      name: '@dating/remote-chat',
      version: '1.0.0',
      scripts: { build: 'rspack build' },
    }),
    'remotes/chat/src/index.ts': 'export {}',
    'remotes/notes/package.json': JSON.stringify({ name: '@dating/remote-notes', version: '1.0.0' }),
    'shared/ui/src/index.ts': 'export {}',
  });
}

/** A build that writes a dist whose content depends on a counter, like a real build of changed code. */
function fakeBuild(contents: Record<string, string>) {
  return jest.fn((_root: string, remote: { name: string; distDir: string }) => {
    if (contents[remote.name] === undefined) return false;
    writeFiles(remote.distDir, {
      'mf-manifest.json': `{"name":"${remote.name}"}`,
      'remoteEntry.js': contents[remote.name],
    });
    return true;
  });
}

describe('publish-all', () => {
  it('builds what has no dist, publishes each remote with a build script and points production at them', () => {
    const { dir, cleanup } = scratch();
    try {
      repoWith(dir);
      const store = join(dir, 'store');
      const build = fakeBuild({ profile: 'p1', chat: 'c1' });
      const outcomes = publishAll({ repoRoot: dir, store, build, log: () => undefined });

      expect(build).toHaveBeenCalledTimes(2);
      expect(outcomes.map((o) => o.name)).toEqual(['chat', 'profile']);
      const pointer = readPointer(store);
      expect(Object.keys(pointer.remotes)).toEqual(['chat', 'profile']);
      expect(pointer.remotes.profile.version).toMatch(/^0\.2\.0-[0-9a-f]{12}$/);
      expect(pointer.remotes.profile.entry).toBe(
        `/remotes/profile/${pointer.remotes.profile.version}/mf-manifest.json`,
      );
      expect(
        readFileSync(join(store, 'remotes', 'profile', pointer.remotes.profile.version, 'remoteEntry.js'), 'utf8'),
      ).toBe('p1');
    } finally {
      cleanup();
    }
  });

  it('skips building a fresh dist and republishes nothing new', () => {
    const { dir, cleanup } = scratch();
    try {
      repoWith(dir);
      const store = join(dir, 'store');
      publishAll({ repoRoot: dir, store, build: fakeBuild({ profile: 'p1', chat: 'c1' }), log: () => undefined });
      const again = fakeBuild({ profile: 'p1', chat: 'c1' });
      const outcomes = publishAll({ repoRoot: dir, store, build: again, log: () => undefined });
      expect(again).not.toHaveBeenCalled();
      expect(outcomes.every((o) => o.created === false)).toBe(true);
    } finally {
      cleanup();
    }
  });

  it('rebuilds a remote whose sources changed after its dist, giving a new version', () => {
    const { dir, cleanup } = scratch();
    try {
      repoWith(dir);
      const store = join(dir, 'store');
      publishAll({ repoRoot: dir, store, build: fakeBuild({ profile: 'p1', chat: 'c1' }), log: () => undefined });
      const before = readPointer(store).remotes.profile.version;
      const future = new Date(Date.now() + 60_000);
      utimesSync(join(dir, 'remotes/profile/src/index.ts'), future, future);
      const build = fakeBuild({ profile: 'p2', chat: 'c1' });
      publishAll({ repoRoot: dir, store, build, log: () => undefined });
      expect(build).toHaveBeenCalledTimes(1);
      const after = readPointer(store).remotes.profile.version;
      expect(after).not.toBe(before);
      // the old version stays for pages that still use it
      expect(readFileSync(join(store, 'remotes', 'profile', before, 'remoteEntry.js'), 'utf8')).toBe('p1');
    } finally {
      cleanup();
    }
  });

  it('keeps the last good version of a remote whose build fails, and says so', () => {
    const { dir, cleanup } = scratch();
    try {
      repoWith(dir);
      const store = join(dir, 'store');
      publishAll({ repoRoot: dir, store, build: fakeBuild({ profile: 'p1', chat: 'c1' }), log: () => undefined });
      const good = readPointer(store).remotes.chat.version;
      const future = new Date(Date.now() + 60_000);
      utimesSync(join(dir, 'remotes/chat/src/index.ts'), future, future);
      const outcomes = publishAll({ repoRoot: dir, store, build: fakeBuild({ profile: 'p1' }), log: () => undefined });
      expect(outcomes.find((o) => o.name === 'chat')).toEqual({ name: 'chat', error: 'build failed' });
      expect(readPointer(store).remotes.chat.version).toBe(good);
    } finally {
      cleanup();
    }
  });
});
