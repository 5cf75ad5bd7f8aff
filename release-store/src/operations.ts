import { join } from 'node:path';
import { PointerChangedError, type HistoryDraft, type HistoryEntry } from './cas';
import type { DeployStore } from './deploy-store';
import { PROVIDES_FILE, readProvides, versionFitProblems } from './fit';
import { deployStoreOf } from './open-store';
import { REPO_ROOT } from './paths';
import { manifestUrl, pointerEntry, type Pointer } from './pointer';
import { hostRanges, verifyVersion } from './verify';

export interface OpResult {
  ok: boolean;
  /** why it failed (verification problems or a conflict; the pointer was left untouched), or, when ok, the
   * host-fit problems --force went past */
  problems: string[];
  pointer?: Pointer;
  message: string;
}

export interface OpContext {
  /** the store's folder, or a store (a bucket: openDeployStore) */
  store: string | DeployStore;
  env?: string;
  /** who did it: $USER, --by, or 'ops-api' */
  by: string;
  repoRoot?: string;
  /** check assets over HTTP against this origin instead of the store's files */
  baseUrl?: string;
  /** the live host's build, whose provides.json a version must fit; default <repoRoot>/host/dist */
  hostDir?: string;
  /** an emergency: a version that does not fit the host goes live anyway, and the history says so */
  force?: boolean;
}

const fail = (message: string, problems: string[] = [message]): OpResult => ({ ok: false, problems, message });

/**
 * Every check before a switch: verification, and whether the version fits the live host. With --force a misfit is
 * no refusal but is carried into the history entry (`forced`).
 */
async function verified(
  ctx: OpContext,
  remote: string,
  version: string,
  liveVersion?: string,
): Promise<{ problems: string[]; forced?: string[] }> {
  const problems = await verifyVersion({
    store: ctx.store,
    remote,
    version,
    liveVersion,
    hostRanges: hostRanges(ctx.repoRoot ?? REPO_ROOT),
    baseUrl: ctx.baseUrl,
  });
  if (problems.length) return { problems };
  let provides;
  try {
    provides = readProvides(ctx.hostDir ?? join(ctx.repoRoot ?? REPO_ROOT, 'host', 'dist'));
  } catch (err) {
    // a host record that cannot be read is a refusal in words, never a crash of the tool or the ops API
    return { problems: [(err as Error).message] };
  }
  const misfit = provides ? await versionFitProblems(deployStoreOf(ctx.store), remote, version, provides) : [];
  if (!misfit.length) return { problems: [] };
  return ctx.force ? { problems: [], forced: misfit } : { problems: misfit };
}

async function commit(
  ctx: OpContext,
  read: Pointer,
  next: Pointer,
  entry: Omit<HistoryEntry, 'at' | 'env' | 'revision' | 'by'>,
  message: string,
): Promise<OpResult> {
  try {
    const pointer = await deployStoreOf(ctx.store).commitPointer(ctx.env ?? 'production', read.revision ?? 0, next, [
      { ...entry, by: ctx.by },
    ]);
    // ok, and what --force went past (empty without it)
    return { ok: true, problems: entry.forced ?? [], pointer, message };
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
  const pointer = await deployStoreOf(ctx.store).readPointer(env);
  const live = pointer.remotes[o.remote];
  const next: Pointer = { ...pointer, remotes: { ...pointer.remotes } };

  if (o.full) {
    if (!live?.canary) return fail(`${o.remote} has no canary running in ${env}`);
    if (o.version && o.version !== live.canary.version)
      return fail(`the canary of ${o.remote} is ${live.canary.version}, not ${o.version}`);
    const version = live.canary.version;
    const { problems, forced } = await verified(ctx, o.remote, version, live.version);
    if (problems.length) return fail(`${o.remote} ${version} failed verification`, problems);
    next.remotes[o.remote] = pointerEntry(o.remote, version);
    return commit(
      ctx,
      pointer,
      next,
      { remote: o.remote, action: 'full', from: live.version, to: version, reason: o.reason, forced },
      `${o.remote}: canary ${version} is now live for everyone`,
    );
  }

  if (!o.version) return fail('promote needs a VERSION');
  if (o.canary !== undefined && !(Number.isInteger(o.canary) && o.canary >= 1 && o.canary <= 99))
    return fail('--canary takes a percent from 1 to 99');
  const { problems, forced } = await verified(ctx, o.remote, o.version, live?.version);
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
        forced,
      },
      `${o.remote}: ${o.version} serves ${o.canary}% of visitors`,
    );
  }
  next.remotes[o.remote] = pointerEntry(o.remote, o.version);
  return commit(
    ctx,
    pointer,
    next,
    { remote: o.remote, action: 'promote', from: live?.version ?? null, to: o.version, reason: o.reason, forced },
    `${o.remote}: ${live?.version ?? 'nothing'} -> ${o.version}`,
  );
}

/**
 * The version to roll back to: the most recent version that was live before the current one and was not
 * itself rolled back from (a version something was rolled back from is not known-good), still in the store.
 */
export async function previousKnownGood(
  storeOrDir: string | DeployStore,
  remote: string,
  current: string,
  env = 'production',
): Promise<string | undefined> {
  const store = deployStoreOf(storeOrDir);
  const [history, stored] = await Promise.all([store.readHistory({ remote, env }), store.listVersions(remote)]);
  return knownGoodIn(history, current, (v) => stored.includes(v));
}

function knownGoodIn(history: HistoryEntry[], current: string, isStored: (version: string) => boolean) {
  const bad = new Set(
    history.filter((e) => e.action === 'rollback' || e.action === 'auto-rollback').map((e) => e.from),
  );
  const lived = history.flatMap((e) =>
    e.action === 'canary' || e.action === 'auto-rollback' ? [e.from] : [e.from, e.to],
  );
  for (let i = lived.length - 1; i >= 0; i--) {
    const v = lived[i];
    if (v && v !== current && !bad.has(v) && isStored(v)) return v;
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
  const store = deployStoreOf(ctx.store);
  const pointer = await store.readPointer(env);
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
  const target = o.to ?? (await previousKnownGood(store, o.remote, live.version, env));
  if (!target)
    return fail(
      `${o.remote}: no earlier known-good version in the history; ` +
        `name one with --to (in the store: ${(await store.listVersions(o.remote)).join(', ')})`,
    );
  if (target === live.version) return fail(`${o.remote} ${target} is already live`);
  // Not compared with the live version's exposes: going back may lose a page the bad version added.
  const { problems, forced } = await verified(ctx, o.remote, target);
  if (problems.length) return fail(`${o.remote} ${target} failed verification`, problems);
  next.remotes[o.remote] = pointerEntry(o.remote, target);
  return commit(
    ctx,
    pointer,
    next,
    { remote: o.remote, action: 'rollback', from: live.version, to: target, reason: o.reason, forced },
    `${o.remote}: rolled back ${live.version} -> ${target}`,
  );
}

/**
 * Rolls a canary back when its beacon error count passed the threshold. Retries a lost compare-and-swap
 * (an ops change meanwhile) and does nothing when that version is no longer the canary.
 */
export async function autoRollbackCanary(
  storeOrDir: string | DeployStore,
  remote: string,
  version: string,
  errors: number,
  env = 'production',
): Promise<OpResult> {
  const store = deployStoreOf(storeOrDir);
  for (let attempt = 0; attempt < AUTO_ROLLBACK_ATTEMPTS; attempt++) {
    const change = autoRollbackChange(await store.readPointer(env), remote, version, errors);
    if (!change.next) return change.result;
    try {
      return change.result(await store.commitPointer(env, change.revision, change.next, [change.entry]));
    } catch (err) {
      if (!(err instanceof PointerChangedError)) throw err;
    }
  }
  return fail(`${remote}: could not write the pointer (kept changing)`);
}

const AUTO_ROLLBACK_ATTEMPTS = 5;

/** What an auto-rollback writes over the pointer it read, or why there is nothing to do. */
function autoRollbackChange(
  pointer: Pointer,
  remote: string,
  version: string,
  errors: number,
):
  | { next?: undefined; result: OpResult }
  | { next: Pointer; revision: number; entry: HistoryDraft; result: (written: Pointer) => OpResult } {
  const live = pointer.remotes[remote];
  if (live?.canary?.version !== version) return { result: fail(`${remote} ${version} is not the canary`) };
  return {
    next: { ...pointer, remotes: { ...pointer.remotes, [remote]: pointerEntry(remote, live.version) } },
    revision: pointer.revision ?? 0,
    entry: {
      remote,
      action: 'auto-rollback',
      by: 'server',
      from: version,
      to: live.version,
      reason: `auto-rollback: ${errors} errors`,
    },
    result: (written) => ({
      ok: true,
      problems: [],
      pointer: written,
      message: `${remote}: canary ${version} rolled back after ${errors} errors`,
    }),
  };
}

/**
 * Before a host deploy: whether the host build in `hostDir` provides what every version live in any environment
 * needs, canaries included. With --force a misfit is recorded in each environment's history instead of refused.
 */
export async function checkHost(ctx: OpContext & { hostDir: string; reason?: string }): Promise<OpResult> {
  const provides = readProvides(ctx.hostDir);
  if (!provides) return fail(`${ctx.hostDir} has no ${PROVIDES_FILE}: build the host with @dating/build first`);
  const store = deployStoreOf(ctx.store);
  const stored = await store.environments();
  const envs = stored.length ? stored : ['production'];
  const byEnv = await Promise.all(
    envs.map(async (env) => {
      const pointer = await store.readPointer(env);
      const live = Object.entries(pointer.remotes).flatMap(([remote, e]) =>
        e.canary ? [[remote, e.version] as const, [remote, e.canary.version] as const] : [[remote, e.version] as const],
      );
      const problems = (
        await Promise.all(live.map(([remote, version]) => versionFitProblems(store, remote, version, provides)))
      ).flat();
      return { env, pointer, problems: problems.map((p) => `${env}: ${p}`) };
    }),
  );
  const problems = byEnv.flatMap((e) => e.problems);
  if (!problems.length) return { ok: true, problems: [], message: 'the host build fits every live remote' };
  if (!ctx.force) return fail('the host build does not provide what live remotes need', problems);
  for (const { env, pointer, problems: forced } of byEnv) {
    if (!forced.length) continue;
    const entry = { remote: 'host', action: 'host-deploy' as const, from: null, to: null, reason: ctx.reason, forced };
    await store.commitPointer(env, pointer.revision ?? 0, pointer, [{ ...entry, by: ctx.by }]);
  }
  return { ok: true, problems, message: 'the host build does not fit every live remote; deployed with --force' };
}

export interface RemoteStatus {
  remote: string;
  version: string | null;
  canary: { version: string; percent: number; since: string } | null;
  available: string[];
}

/** What is live in each environment (one per pointer/<env>.json) and what is in the store. */
export async function status(storeOrDir: string | DeployStore): Promise<Record<string, RemoteStatus[]>> {
  const store = deployStoreOf(storeOrDir);
  const [envs, stored] = await Promise.all([store.environments(), store.storedRemotes()]);
  const out: Record<string, RemoteStatus[]> = {};
  for (const env of envs.length ? envs : ['production']) {
    const pointer = await store.readPointer(env);
    const names = [...new Set([...Object.keys(pointer.remotes), ...stored])].sort();
    out[env] = await Promise.all(
      names.map(async (remote) => {
        const e = pointer.remotes[remote];
        return {
          remote,
          version: e?.version ?? null,
          canary: e?.canary ? { version: e.canary.version, percent: e.canary.percent, since: e.canary.since } : null,
          available: await store.listVersions(remote),
        };
      }),
    );
  }
  return out;
}
