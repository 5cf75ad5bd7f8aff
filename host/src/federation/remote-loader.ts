import type { MissingApi } from '@dating/contract';
import { RemoteMismatchError, RemoteUnavailableError } from './errors';
import type { PointerClient, PointerEntry } from './pointer';
import { retryWithBackoff, type RetryOptions } from './retry';

/** The part of the Module Federation runtime instance the loader needs (an interface so tests can fake it). */
export interface FederationRuntime {
  registerRemotes(remotes: Array<{ name: string; entry: string }>, options?: { force?: boolean }): void;
  loadRemote<T>(id: string): Promise<T | null>;
  /** starts whatever loading the runtime needs, ahead of the first loadRemote */
  prepare?(): void;
}

/**
 * A runtime that is made only when a remote is first loaded: registrations wait in order until then. A runtime
 * that failed to load (its chunk, from a replaced host version) is asked for again at the next load.
 */
export function deferredRuntime(create: () => Promise<FederationRuntime>): FederationRuntime {
  let runtime: Promise<FederationRuntime> | null = null;
  const waiting: Array<Parameters<FederationRuntime['registerRemotes']>> = [];
  const ready = () =>
    (runtime ??= create().catch((err: unknown) => {
      runtime = null;
      throw err;
    }));
  return {
    registerRemotes(...args) {
      waiting.push(args);
    },
    async loadRemote<T>(id: string) {
      const loaded = await ready();
      for (const args of waiting.splice(0)) loaded.registerRemotes(...args);
      return loaded.loadRemote<T>(id);
    },
    prepare() {
      ready().catch(() => undefined);
    },
  };
}

export interface RemoteLoaderOptions {
  runtime: FederationRuntime;
  pointer: PointerClient;
  retry?: Partial<Omit<RetryOptions, 'beforeRetry'>>;
  /** a remote mid-form or mid-chat keeps its version (holdRemoteUpdate from @dating/bus) */
  isHeld?: (remote: string) => boolean;
  /** what the remote at this manifest URL needs and the shell lacks, once its manifest was read (fit-check.ts) */
  misfitOf?: (manifestUrl: string) => MissingApi[] | undefined;
  /** this shell's build, named in a mismatch report */
  hostBuild?: string;
}

export interface RemoteLoader {
  /** loads an exposed module, e.g. load('profile', './ProfilePage') */
  load<T>(remote: string, module: string): Promise<T>;
  /** marks a remote as on screen until the returned function is called */
  mount(remote: string): () => void;
  /** the version registered for a remote, if any */
  registeredVersion(remote: string): string | undefined;
  /**
   * Revalidates the pointer (start, poll, page visible again). Nothing is swapped here: a remote not yet
   * loaded, or not on screen, takes the new version at its next load.
   */
  checkPointer?(): Promise<void>;
  /**
   * Asks the server for the pointer now, whenever it was last checked: the event stream said it changed
   * (docs/architecture.md, Module Federation rules: rollback is a write of the pointer, and open pages follow it). Like
   * checkPointer, nothing on screen or held is swapped; the next load takes the new version.
   */
  refreshPointer?(): Promise<void>;
  /** the version the pointer names for a remote now: what its next load runs, unless it is on screen or held */
  pointerVersion?(remote: string): string | undefined;
  /** Calls the listener whenever the pointer the page holds changed; returns the unsubscribe. */
  onPointerChange?(listener: () => void): () => void;
  /** the version a remote runs, or else the one the pointer names for it (error reports) */
  versionOf?(remote: string): string | undefined;
}

/** './ProfilePage' → 'profile/ProfilePage', the id loadRemote expects */
export const remoteModuleId = (remote: string, module: string) => `${remote}/${module.replace(/^\.\//, '')}`;

export const DEFAULT_RETRY = { attempts: 3, baseDelayMs: 400, factor: 3 } as const;

/** The runtime's words for a module the container does not expose (a page the remote has not built). */
const isNotExposed = (err: unknown) => err instanceof Error && /does not exist in container/.test(err.message);

/**
 * Resolves remotes at run time: the pointer names the version, the remote is registered by its manifest
 * URL, and the module is loaded with retry and back-off. A remote on screen is never swapped: a newer
 * version in the pointer is registered only once nothing of that remote is mounted, i.e. at the next
 * navigation into it.
 */
export function createRemoteLoader({
  runtime,
  pointer,
  retry = {},
  isHeld = () => false,
  misfitOf = () => undefined,
  hostBuild = '',
}: RemoteLoaderOptions): RemoteLoader {
  const registered = new Map<string, PointerEntry>();
  const mounted = new Map<string, number>();
  const isMounted = (remote: string) => (mounted.get(remote) ?? 0) > 0;
  const mayUpdate = (remote: string) => !isMounted(remote) && !isHeld(remote);

  function register(remote: string, entry: PointerEntry, force: boolean): void {
    runtime.registerRemotes([{ name: remote, entry: entry.entry }], { force });
    registered.set(remote, entry);
  }

  function ensureRegistered(remote: string, entry: PointerEntry): void {
    const current = registered.get(remote);
    if (!current) register(remote, entry, false);
    else if (current.version !== entry.version && mayUpdate(remote)) register(remote, entry, true);
  }

  /** The registered version does not fit this shell: its code is not run, and retrying cannot help. */
  function mismatch(remote: string): RemoteMismatchError | null {
    const entry = registered.get(remote);
    const missing = entry ? misfitOf(entry.entry) : undefined;
    return missing?.length ? new RemoteMismatchError(remote, missing, hostBuild) : null;
  }

  async function entryFor(remote: string, fresh: boolean): Promise<PointerEntry> {
    const current = fresh ? await pointer.refresh() : await pointer.check();
    const entry = current.remotes[remote];
    if (!entry) throw new RemoteUnavailableError(remote, 'missing');
    return entry;
  }

  /** Loads the module `id` ('profile/ProfilePage') of `remote`. */
  async function loadModule<T>(remote: string, id: string): Promise<T> {
    // the runtime's chunk comes while the pointer is asked
    runtime.prepare?.();
    ensureRegistered(remote, await entryFor(remote, false));
    try {
      return await retryWithBackoff(
        async () => {
          const loaded = await runtime.loadRemote<T>(id).catch((err: unknown) => {
            // A version that does not fit may fail at its first use of what the shell lacks: that is the cause.
            const misfit = mismatch(remote);
            if (misfit) throw misfit;
            // A page this version of the remote does not have is not there yet: retrying will not bring it.
            if (isNotExposed(err)) throw new RemoteUnavailableError(remote, 'missing', err);
            throw err;
          });
          const misfit = mismatch(remote);
          if (misfit) throw misfit;
          if (loaded == null) throw new RemoteUnavailableError(remote, 'empty');
          return loaded;
        },
        {
          ...DEFAULT_RETRY,
          ...retry,
          isFinal: (err) =>
            err instanceof RemoteMismatchError || (err instanceof RemoteUnavailableError && err.failure === 'missing'),
          // The runtime forgets a failed manifest or entry load by itself, so a plain retry refetches it.
          // The pointer is asked again first: a rollback published meanwhile is what the next try loads.
          beforeRetry: async () => ensureRegistered(remote, await entryFor(remote, true)),
        },
      );
    } catch (err) {
      if (err instanceof RemoteUnavailableError || err instanceof RemoteMismatchError) throw err;
      throw new RemoteUnavailableError(remote, 'load', err);
    }
  }

  /** Loads under way, by module id: a page's remote started early (startRouteRemote) is joined, not loaded twice. */
  const loading = new Map<string, Promise<unknown>>();

  return {
    load<T>(remote: string, module: string): Promise<T> {
      const id = remoteModuleId(remote, module);
      const underway = loading.get(id);
      if (underway) return underway as Promise<T>;
      const load = loadModule<T>(remote, id).finally(() => loading.delete(id));
      loading.set(id, load);
      return load;
    },
    mount(remote) {
      mounted.set(remote, (mounted.get(remote) ?? 0) + 1);
      return () => mounted.set(remote, Math.max(0, (mounted.get(remote) ?? 1) - 1));
    },
    registeredVersion: (remote) => registered.get(remote)?.version,
    async checkPointer() {
      await pointer.check();
    },
    async refreshPointer() {
      await pointer.refresh();
    },
    pointerVersion: (remote) => pointer.current()?.remotes[remote]?.version,
    onPointerChange: (listener) => pointer.subscribe?.(listener) ?? (() => undefined),
    versionOf: (remote) => registered.get(remote)?.version ?? pointer.current()?.remotes[remote]?.version,
  };
}
