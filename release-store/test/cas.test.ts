import { writeFileSync } from 'node:fs';
import { commitPointer, readHistory } from '../src/cas';
import { pointerFile } from '../src/paths';
import { pointerEntry, readPointer } from '../src/pointer';
import { autoRollbackCanary, previousKnownGood, promote, rollback } from '../src/operations';
import { scratch } from '../testing/scratch';
import { putVersion } from './fixtures';

/** The name each label's version was stored under (its content hash); a label not stored reads as a made-up name. */
const stored = new Map<string, string>();
const V = (c: string) => stored.get(c) ?? `0.1.0-${c.repeat(12)}`;
const put = (dir: string, c: string, modules: string[], opts?: Parameters<typeof putVersion>[4]) =>
  stored.set(c, putVersion(dir, 'profile', c, modules, opts));

describe('compare-and-swap of the pointer', () => {
  it('of two promotes that read the same revision, one wins and the other is told to retry', async () => {
    const { dir, cleanup } = scratch();
    try {
      for (const c of 'abc') put(dir, c, ['./ProfilePage']);
      const ctx = { store: dir, by: 'alice' };
      expect((await promote(ctx, { remote: 'profile', version: V('a') })).ok).toBe(true);
      // Both start together: both read revision 1 and both run the (async) verification before writing.
      const [b, c] = await Promise.all([
        promote({ ...ctx, by: 'bob' }, { remote: 'profile', version: V('b') }),
        promote({ ...ctx, by: 'carol' }, { remote: 'profile', version: V('c') }),
      ]);
      expect([b.ok, c.ok].sort()).toEqual([false, true]);
      const loser = b.ok ? c : b;
      expect(loser.message).toMatch(/^pointer changed, retry/);
      const winner = b.ok ? V('b') : V('c');
      expect(readPointer(dir).remotes.profile.version).toBe(winner);
      expect(readPointer(dir).revision).toBe(2);
      // Nothing lost: the history holds exactly the writes that happened, in order.
      expect(readHistory(dir).map((e) => [e.to, e.revision])).toEqual([
        [V('a'), 1],
        [winner, 2],
      ]);
      // The loser retries on the new revision and succeeds.
      const retry = await promote({ ...ctx, by: 'retry' }, { remote: 'profile', version: b.ok ? V('c') : V('b') });
      expect(retry.ok).toBe(true);
      expect(readPointer(dir).revision).toBe(3);
    } finally {
      cleanup();
    }
  });

  it('refuses while another writer holds the lock, and writes nothing', () => {
    const { dir, cleanup } = scratch();
    try {
      commitPointer(dir, 'production', 0, { remotes: { profile: pointerEntry('profile', V('a')) } }, []);
      writeFileSync(`${pointerFile(dir)}.lock`, '123');
      expect(() => commitPointer(dir, 'production', 1, { remotes: {} }, [])).toThrow(/pointer changed, retry/);
      expect(readPointer(dir).remotes.profile.version).toBe(V('a'));
    } finally {
      cleanup();
    }
  });

  it('a failed verification leaves the pointer and history untouched', async () => {
    const { dir, cleanup } = scratch();
    try {
      put(dir, 'a', ['./ProfilePage']);
      put(dir, 'b', ['./ProfilePage'], { reactVersion: '18.2.0' });
      await promote({ store: dir, by: 'x' }, { remote: 'profile', version: V('a') });
      const r = await promote({ store: dir, by: 'x' }, { remote: 'profile', version: V('b') });
      expect(r.ok).toBe(false);
      expect(r.problems.join()).toMatch(/react@18\.2\.0/);
      expect(readPointer(dir).remotes.profile.version).toBe(V('a'));
      expect(readHistory(dir)).toHaveLength(1);
    } finally {
      cleanup();
    }
  });
});

describe('rollback and canary', () => {
  it('rolls back to the previous known-good version, skipping versions rolled back from', async () => {
    const { dir, cleanup } = scratch();
    try {
      for (const c of 'abc') put(dir, c, ['./ProfilePage']);
      const ctx = { store: dir, by: 'x' };
      await promote(ctx, { remote: 'profile', version: V('a') });
      await promote(ctx, { remote: 'profile', version: V('b') });
      expect((await rollback(ctx, { remote: 'profile' })).message).toMatch(`-> ${V('a')}`);
      await promote(ctx, { remote: 'profile', version: V('c') });
      expect(await previousKnownGood(dir, 'profile', V('c'))).toBe(V('a')); // b was rolled back from
      expect((await rollback(ctx, { remote: 'profile', to: V('b') })).ok).toBe(true);
      expect(readHistory(dir, { remote: 'profile' }).map((e) => e.action)).toEqual([
        'promote',
        'promote',
        'rollback',
        'promote',
        'rollback',
      ]);
    } finally {
      cleanup();
    }
  });

  it('a canary sits beside the stable version; --full makes it stable; auto-rollback writes history', async () => {
    const { dir, cleanup } = scratch();
    try {
      for (const c of 'abc') put(dir, c, ['./ProfilePage']);
      const ctx = { store: dir, by: 'x' };
      await promote(ctx, { remote: 'profile', version: V('a') });
      await promote(ctx, { remote: 'profile', version: V('b'), canary: 30 });
      expect(readPointer(dir).remotes.profile).toMatchObject({
        version: V('a'),
        canary: { version: V('b'), percent: 30 },
      });
      await promote(ctx, { remote: 'profile', full: true });
      expect(readPointer(dir).remotes.profile).toEqual({
        version: V('b'),
        entry: `/remotes/profile/${V('b')}/mf-manifest.json`,
      });

      await promote(ctx, { remote: 'profile', version: V('c'), canary: 50 });
      expect((await autoRollbackCanary(dir, 'profile', V('a'), 9)).ok).toBe(false); // not the canary: nothing happens
      expect((await autoRollbackCanary(dir, 'profile', V('c'), 6)).ok).toBe(true);
      expect(readPointer(dir).remotes.profile.canary).toBeUndefined();
      expect(readPointer(dir).remotes.profile.version).toBe(V('b'));
      expect(readHistory(dir).at(-1)).toMatchObject({
        action: 'auto-rollback',
        from: V('c'),
        to: V('b'),
        reason: 'auto-rollback: 6 errors',
        by: 'server',
      });
    } finally {
      cleanup();
    }
  });
});
