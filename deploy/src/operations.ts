import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { buildPackage } from './build';
import { commitPointer, PointerChangedError, readHistory, type HistoryEntry } from './cas';
import { contentHash } from './content-hash';
import { REPO_ROOT } from './paths';
import { manifestUrl, pointerEntry, readPointer, type Pointer } from './pointer';
import { publishVersion } from './store';
import { hostRanges, verifyVersion } from './verify';
import { isVersionName, versionName } from './version';
import { findRemotes } from './workspace';

export interface OpResult {
  ok: boolean;
  /** why it failed (verification problems or a conflict); the pointer was left untouched */
  problems: string[];
  pointer?: Pointer;
  message: string;
}

export interface OpContext {
  store: string;
  env?: string;
  /** who did it: $USER, --by, or 'ops-api' */
  by: string;
  repoRoot?: string;
  /** check assets over HTTP against this origin instead of the store's files */
  baseUrl?: string;
}

const fail = (message: string, problems: string[] = [message]): OpResult => ({ ok: false, problems, message });

/** Published versions of a remote, oldest first (by folder time, the order they were published). */
export function listVersions(store: string, remote: string): string[] {
  const dir = join(store, 'remotes', remote);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter(isVersionName)
    .map((v) => ({ v, t: statSync(join(dir, v)).mtimeMs }))
    .sort((a, b) => a.t - b.t || a.v.localeCompare(b.v))
    .map((x) => x.v);
}

/** Builds one remote and copies it into its immutable version folder; the pointer is not touched. */
export function publishRemote(
  name: string,
  {
    store,
    repoRoot = REPO_ROOT,
    build = buildPackage,
  }: { store: string; repoRoot?: string; build?: (root: string, pkg: string) => boolean },
) {
  const remote = findRemotes(repoRoot).find((r) => r.name === name);
  if (!remote) throw new Error(`no remote '${name}' under remotes/`);
  if (!build(repoRoot, remote.packageName) || !existsSync(join(remote.distDir, 'mf-manifest.json')))
    throw new Error(`${name}: build failed`);
  const version = versionName(remote.version, contentHash(remote.distDir));
  return { version, ...publishVersion(store, name, version, remote.distDir) };
}

async function verified(ctx: OpContext, remote: string, version: string, liveVersion?: string): Promise<string[]> {
  return verifyVersion({
    store: ctx.store,
    remote,
    version,
    liveVersion,
    hostRanges: hostRanges(ctx.repoRoot ?? REPO_ROOT),
    baseUrl: ctx.baseUrl,
  });
}

function commit(
  ctx: OpContext,
  read: Pointer,
  next: Pointer,
  entry: Omit<HistoryEntry, 'at' | 'env' | 'revision' | 'by'>,
  message: string,
): OpResult {
  try {
    const pointer = commitPointer(ctx.store, ctx.env ?? 'production', read.revision ?? 0, next, [
      { ...entry, by: ctx.by },
    ]);
    return { ok: true, problems: [], pointer, message };
  } catch (err) {
    if (err instanceof PointerChangedError) return fail(err.message);
    throw err;
  }
}

export interface PromoteOptions {
  remote: string;
  version?: string;
  /** 1..99: serve `version` to that share of visitors only */
  canary?: number;
  /** make the running canary the stable version */
  full?: boolean;
  reason?: string;
}

/** Verifies, then switches the pointer (or starts a canary, or ends one with --full) by compare-and-swap. */
export async function promote(ctx: OpContext, o: PromoteOptions): Promise<OpResult> {
  const env = ctx.env ?? 'production';
  const pointer = readPointer(ctx.store, env);
  const live = pointer.remotes[o.remote];
  const next: Pointer = { ...pointer, remotes: { ...pointer.remotes } };

  if (o.full) {
    if (!live?.canary) return fail(`${o.remote} has no canary running in ${env}`);
    if (o.version && o.version !== live.canary.version)
      return fail(`the canary of ${o.remote} is ${live.canary.version}, not ${o.version}`);
    const version = live.canary.version;
    const problems = await verified(ctx, o.remote, version, live.version);
    if (problems.length) return fail(`${o.remote} ${version} failed verification`, problems);
    next.remotes[o.remote] = pointerEntry(o.remote, version);
    return commit(
      ctx,
      pointer,
      next,
      { remote: o.remote, action: 'full', from: live.version, to: version, reason: o.reason },
      `${o.remote}: canary ${version} is now live for everyone`,
    );
  }

  if (!o.version) return fail('promote needs a VERSION');
  if (o.canary !== undefined && !(Number.isInteger(o.canary) && o.canary >= 1 && o.canary <= 99))
    return fail('--canary takes a percent from 1 to 99');
  const problems = await verified(ctx, o.remote, o.version, live?.version);
  if (problems.length) return fail(`${o.remote} ${o.version} failed verification`, problems);

  if (o.canary !== undefined) {
    if (!live) return fail(`${o.remote} has no live version to keep for the other visitors; promote it fully first`);
    if (live.version === o.version) return fail(`${o.remote} ${o.version} is already live`);
    next.remotes[o.remote] = {
      ...live,
      canary: {
        version: o.version,
        entry: manifestUrl(o.remote, o.version),
        percent: o.canary,
        since: new Date().toISOString(),
      },
    };
    return commit(
      ctx,
      pointer,
      next,
      {
        remote: o.remote,
        action: 'canary',
        from: live.version,
        to: o.version,
        reason: o.reason ?? `canary ${o.canary}%`,
      },
      `${o.remote}: ${o.version} serves ${o.canary}% of visitors`,
    );
  }
  next.remotes[o.remote] = pointerEntry(o.remote, o.version);
  return commit(
    ctx,
    pointer,
    next,
    { remote: o.remote, action: 'promote', from: live?.version ?? null, to: o.version, reason: o.reason },
    `${o.remote}: ${live?.version ?? 'nothing'} -> ${o.version}`,
  );
}

/**
 * The version to roll back to: the most recent version that was live before the current one and was not
 * itself rolled back from (a version something was rolled back from is not known-good), still in the store.
 */
export function previousKnownGood(
  store: string,
  remote: string,
  current: string,
  env = 'production',
): string | undefined {
  const history = readHistory(store, { remote, env });
  const bad = new Set(
    history.filter((e) => e.action === 'rollback' || e.action === 'auto-rollback').map((e) => e.from),
  );
  const lived = history.flatMap((e) =>
    e.action === 'canary' || e.action === 'auto-rollback' ? [e.from] : [e.from, e.to],
  );
  for (let i = lived.length - 1; i >= 0; i--) {
    const v = lived[i];
    if (v && v !== current && !bad.has(v) && existsSync(join(store, 'remotes', remote, v))) return v;
  }
  return undefined;
}

export interface RollbackOptions {
  remote: string;
  to?: string;
  reason?: string;
}

/** Ends a running canary, or moves the stable version back to the previous known-good (or --to) version. */
export async function rollback(ctx: OpContext, o: RollbackOptions): Promise<OpResult> {
  const env = ctx.env ?? 'production';
  const pointer = readPointer(ctx.store, env);
  const live = pointer.remotes[o.remote];
  if (!live) return fail(`${o.remote} has nothing live in ${env}`);
  const next: Pointer = { ...pointer, remotes: { ...pointer.remotes } };
  if (live.canary && !o.to) {
    next.remotes[o.remote] = pointerEntry(o.remote, live.version);
    return commit(
      ctx,
      pointer,
      next,
      {
        remote: o.remote,
        action: 'rollback',
        from: live.canary.version,
        to: live.version,
        reason: o.reason ?? 'canary stopped',
      },
      `${o.remote}: canary ${live.canary.version} stopped, everyone on ${live.version}`,
    );
  }
  const target = o.to ?? previousKnownGood(ctx.store, o.remote, live.version, env);
  if (!target)
    return fail(
      `${o.remote}: no earlier known-good version in the history; ` +
        `name one with --to (in the store: ${listVersions(ctx.store, o.remote).join(', ')})`,
    );
  if (target === live.version) return fail(`${o.remote} ${target} is already live`);
  // Not compared with the live version's exposes: going back may lose a page the bad version added.
  const problems = await verified(ctx, o.remote, target);
  if (problems.length) return fail(`${o.remote} ${target} failed verification`, problems);
  next.remotes[o.remote] = pointerEntry(o.remote, target);
  return commit(
    ctx,
    pointer,
    next,
    { remote: o.remote, action: 'rollback', from: live.version, to: target, reason: o.reason },
    `${o.remote}: rolled back ${live.version} -> ${target}`,
  );
}

/**
 * Rolls a canary back when its beacon error count passed the threshold. Retries a lost compare-and-swap
 * (an ops change meanwhile) and does nothing when that version is no longer the canary.
 */
export function autoRollbackCanary(
  store: string,
  remote: string,
  version: string,
  errors: number,
  env = 'production',
): OpResult {
  for (let attempt = 0; attempt < 5; attempt++) {
    const pointer = readPointer(store, env);
    const live = pointer.remotes[remote];
    if (live?.canary?.version !== version) return fail(`${remote} ${version} is not the canary`);
    const next: Pointer = { ...pointer, remotes: { ...pointer.remotes, [remote]: pointerEntry(remote, live.version) } };
    try {
      const written = commitPointer(store, env, pointer.revision ?? 0, next, [
        {
          remote,
          action: 'auto-rollback',
          by: 'server',
          from: version,
          to: live.version,
          reason: `auto-rollback: ${errors} errors`,
        },
      ]);
      return {
        ok: true,
        problems: [],
        pointer: written,
        message: `${remote}: canary ${version} rolled back after ${errors} errors`,
      };
    } catch (err) {
      if (!(err instanceof PointerChangedError)) throw err;
    }
  }
  return fail(`${remote}: could not write the pointer (kept changing)`);
}

export interface RemoteStatus {
  remote: string;
  version: string | null;
  canary: { version: string; percent: number; since: string } | null;
  available: string[];
}

/** What is live in each environment (one per pointer/<env>.json) and what is in the store. */
export function status(store: string): Record<string, RemoteStatus[]> {
  const pointerDir = join(store, 'pointer');
  const envs = existsSync(pointerDir)
    ? readdirSync(pointerDir)
        .filter((f) => f.endsWith('.json'))
        .map((f) => f.slice(0, -5))
    : [];
  const remotesDir = join(store, 'remotes');
  const stored = existsSync(remotesDir) ? readdirSync(remotesDir) : [];
  const out: Record<string, RemoteStatus[]> = {};
  for (const env of envs.length ? envs : ['production']) {
    const pointer = readPointer(store, env);
    const names = [...new Set([...Object.keys(pointer.remotes), ...stored])].sort();
    out[env] = names.map((remote) => {
      const e = pointer.remotes[remote];
      return {
        remote,
        version: e?.version ?? null,
        canary: e?.canary ? { version: e.canary.version, percent: e.canary.percent, since: e.canary.since } : null,
        available: listVersions(store, remote),
      };
    });
  }
  return out;
}
