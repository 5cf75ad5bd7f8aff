import { join } from 'node:path';
import type { ApiRecord } from '@dating/contract';
import { readHistory } from '../src/cas';
import { fitProblems } from '../src/fit';
import { checkHost, promote, rollback } from '../src/operations';
import { readPointer } from '../src/pointer';
import { putVersion } from './fixtures';
import { scratch, writeFiles } from '../testing/scratch';

const HOST: ApiRecord = {
  react: { version: '19.3.1' },
  '@dating/ui': { version: '0.1.0', names: ['Button', 'Modal'] },
  '@dating/bus': { version: '0.1.0', names: ['getBus'] },
};
const NEEDS_TODAY: ApiRecord = { react: { version: '19.3.1' }, '@dating/ui': { version: '0.1.0', names: ['Button'] } };
const NEEDS_NEW_EXPORT: ApiRecord = {
  react: { version: '19.3.1' },
  '@dating/ui': { version: '0.1.0', names: ['Button', 'Carousel'] },
};

describe('what a remote needs against what a host provides', () => {
  it('fits when every package is provided in a compatible version with every name', () => {
    expect(fitProblems('profile', 'v1', NEEDS_TODAY, HOST)).toEqual([]);
    // a namespace import ('*') can only be vouched for by the version
    expect(fitProblems('profile', 'v1', { '@dating/bus': { version: '0.1.0', names: ['*'] } }, HOST)).toEqual([]);
  });

  it('names the remote, the package and the missing name', () => {
    expect(fitProblems('profile', 'v2', NEEDS_NEW_EXPORT, HOST)).toEqual([
      'profile v2 needs @dating/ui (Carousel), which the host lacks',
    ]);
    expect(fitProblems('profile', 'v2', { '@dating/push': { version: '0.1.0', names: ['x'] } }, HOST)).toEqual([
      'profile v2 needs @dating/push (not provided), which the host lacks',
    ]);
  });

  it('follows semver: a later compatible host is fine, an older or incompatible one is not', () => {
    const host = (react: string, ui: string): ApiRecord => ({
      ...HOST,
      react: { version: react },
      '@dating/ui': { version: ui, names: ['Button'] },
    });
    expect(fitProblems('chat', 'v', NEEDS_TODAY, host('19.4.0', '0.1.3'))).toEqual([]);
    expect(fitProblems('chat', 'v', NEEDS_TODAY, host('19.2.0', '0.1.0'))).toEqual([
      'chat v was built with react 19.3.1; the host provides react 19.2.0',
    ]);
    // 0.x: a minor bump is a breaking one (^0.1.0 is below 0.2.0)
    expect(fitProblems('chat', 'v', NEEDS_TODAY, host('19.3.1', '0.2.0'))).toEqual([
      'chat v was built with @dating/ui 0.1.0; the host provides @dating/ui 0.2.0',
    ]);
  });
});

describe('promote, canary, rollback and a host deploy against the live host', () => {
  let dir: string;
  let cleanup: () => void;
  const hostDir = () => join(dir, 'host-dist');
  const hostProvides = (record: ApiRecord) => writeFiles(hostDir(), { 'provides.json': JSON.stringify(record) });
  beforeEach(() => {
    ({ dir, cleanup } = scratch());
    hostProvides(HOST);
  });
  afterEach(() => cleanup());
  const ctx = (extra: { force?: boolean } = {}) => ({ store: dir, by: 'ops', hostDir: hostDir(), ...extra });

  it('refuses a version needing an export the live host lacks, and accepts it once the host provides it', async () => {
    const today = putVersion(dir, 'profile', 'today', ['./ProfilePage'], { needs: NEEDS_TODAY });
    const next = putVersion(dir, 'profile', 'next', ['./ProfilePage'], { needs: NEEDS_NEW_EXPORT });
    expect((await promote(ctx(), { remote: 'profile', version: today })).ok).toBe(true);

    for (const attempt of [
      () => promote(ctx(), { remote: 'profile', version: next }),
      () => promote(ctx(), { remote: 'profile', version: next, canary: 10 }),
    ]) {
      const refused = await attempt();
      expect(refused.ok).toBe(false);
      expect(refused.problems).toEqual([`profile ${next} needs @dating/ui (Carousel), which the host lacks`]);
    }
    expect((await readPointer(dir)).remotes.profile?.version).toBe(today);

    hostProvides({ ...HOST, '@dating/ui': { version: '0.1.0', names: ['Button', 'Carousel', 'Modal'] } });
    expect((await promote(ctx(), { remote: 'profile', version: next })).ok).toBe(true);
    expect((await readPointer(dir)).remotes.profile?.version).toBe(next);
  });

  it('refuses, in words, when the record of the live host cannot be read', async () => {
    const version = putVersion(dir, 'profile', 'v', ['./ProfilePage'], { needs: NEEDS_TODAY });
    writeFiles(hostDir(), { 'provides.json': '{"react": 1}' });
    const refused = await promote(ctx(), { remote: 'profile', version });
    expect(refused.ok).toBe(false);
    expect(refused.problems).toEqual([`${join(hostDir(), 'provides.json')} is not a record of provided packages`]);
  });

  it('refuses to roll back onto a version the live host no longer fits', async () => {
    const old = putVersion(dir, 'profile', 'old', ['./ProfilePage'], { needs: NEEDS_NEW_EXPORT });
    const now = putVersion(dir, 'profile', 'now', ['./ProfilePage'], { needs: NEEDS_TODAY });
    hostProvides({ ...HOST, '@dating/ui': { version: '0.1.0', names: ['Button', 'Carousel'] } });
    await promote(ctx(), { remote: 'profile', version: old });
    await promote(ctx(), { remote: 'profile', version: now });
    hostProvides(HOST);
    const refused = await rollback(ctx(), { remote: 'profile' });
    expect(refused.ok).toBe(false);
    expect(refused.problems[0]).toMatch(`profile ${old} needs @dating/ui (Carousel)`);
  });

  it('--force goes ahead and writes what it went past to the history', async () => {
    const next = putVersion(dir, 'profile', 'next', ['./ProfilePage'], { needs: NEEDS_NEW_EXPORT });
    const forced = await promote(ctx({ force: true }), { remote: 'profile', version: next, reason: 'hotfix' });
    expect(forced.ok).toBe(true);
    const [entry] = readHistory(dir);
    expect(entry).toMatchObject({ action: 'promote', to: next, reason: 'hotfix' });
    expect(entry?.forced).toEqual([`profile ${next} needs @dating/ui (Carousel), which the host lacks`]);
  });

  it('refuses a host build that lacks an export a live remote or its canary needs', async () => {
    const live = putVersion(dir, 'profile', 'live', ['./ProfilePage'], { needs: NEEDS_TODAY });
    const canary = putVersion(dir, 'profile', 'canary', ['./ProfilePage'], { needs: NEEDS_NEW_EXPORT });
    hostProvides({ ...HOST, '@dating/ui': { version: '0.1.0', names: ['Button', 'Carousel'] } });
    await promote(ctx(), { remote: 'profile', version: live });
    await promote(ctx(), { remote: 'profile', version: canary, canary: 20 });
    expect((await checkHost(ctx())).ok).toBe(true);

    hostProvides({ ...HOST, '@dating/ui': { version: '0.1.0', names: ['Modal'] } });
    const refused = await checkHost(ctx());
    expect(refused.ok).toBe(false);
    expect(refused.problems).toEqual([
      `production: profile ${live} needs @dating/ui (Button), which the host lacks`,
      `production: profile ${canary} needs @dating/ui (Button, Carousel), which the host lacks`,
    ]);
    const before = readHistory(dir).length;
    expect((await checkHost(ctx({ force: true }))).ok).toBe(true);
    const history = readHistory(dir);
    expect(history).toHaveLength(before + 1);
    expect(history.at(-1)).toMatchObject({ remote: 'host', action: 'host-deploy', forced: refused.problems });
  });
});
