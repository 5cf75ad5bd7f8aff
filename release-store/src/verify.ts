import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';
import { hostModules } from '@dating/routes';
import type { DeployStore } from './deploy-store';
import { deployStoreOf } from './open-store';
import { REPO_ROOT } from './paths';
import { HASH_LENGTH, isVersionName } from './version';
import { checkContent } from './content';

/** The parts of an mf-manifest.json (Module Federation 2 manifest) that verification reads. */
export interface AssetLists {
  js: { sync: string[]; async: string[] };
  css: { sync: string[]; async: string[] };
}
export interface MfManifest {
  name: string;
  metaData: { remoteEntry: { name: string; path: string } };
  shared: Array<{ name: string; version: string; assets: AssetLists }>;
  exposes: Array<{ name: string; path: string; assets: AssetLists }>;
}

const isStringArray = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');
/** The fields of a parsed JSON object; none for null, a string or a number, so a missing field reads undefined. */
const fieldsOf = (v: unknown): Record<string, unknown> =>
  typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : {};
const isSyncAsync = (v: unknown): boolean => isStringArray(fieldsOf(v).sync) && isStringArray(fieldsOf(v).async);
const isAssets = (v: unknown): boolean => isSyncAsync(fieldsOf(v).js) && isSyncAsync(fieldsOf(v).css);

/** Parses and shape-checks a manifest; problems say what is wrong in words. */
export function parseManifest(text: string, expectedName: string): { manifest?: MfManifest; problems: string[] } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (err) {
    return { problems: [`mf-manifest.json is not JSON: ${(err as Error).message}`] };
  }
  const problems: string[] = [];
  const { name, metaData, exposes, shared } = fieldsOf(json);
  if (name !== expectedName)
    problems.push(`mf-manifest.json names the container '${name}', expected '${expectedName}'`);
  const entryName = fieldsOf(fieldsOf(metaData).remoteEntry).name;
  if (typeof entryName !== 'string' || !entryName) problems.push('mf-manifest.json has no metaData.remoteEntry.name');
  const isExpose = (e: unknown) => typeof fieldsOf(e).path === 'string' && isAssets(fieldsOf(e).assets);
  if (!Array.isArray(exposes) || !exposes.every(isExpose))
    problems.push('mf-manifest.json exposes[] is missing or malformed');
  const isShared = (s: unknown) => {
    const f = fieldsOf(s);
    return typeof f.name === 'string' && typeof f.version === 'string' && isAssets(f.assets);
  };
  if (!Array.isArray(shared) || !shared.every(isShared))
    problems.push('mf-manifest.json shared[] is missing or malformed');
  return problems.length ? { problems } : { manifest: json as MfManifest, problems };
}

/** The modules the host loads from this remote, route pages and widget modules alike: ['./ProfilePage', ...]. */
export function hostModulesOf(remote: string): string[] {
  return hostModules()
    .flatMap((m) => (m.remote === remote ? [m.module] : []))
    .sort();
}

export const exposedModules = (manifest: MfManifest): Set<string> => new Set(manifest.exposes.map((e) => e.path));

/**
 * The host's modules the live version exposes must all still be exposed (a new version may not drop a page
 * the host links to, nor a widget a host page shows). Without a live version, at least one must be exposed.
 */
export function checkExposes(remote: string, next: MfManifest, live?: MfManifest): string[] {
  const needed = hostModulesOf(remote);
  const nextExposes = exposedModules(next);
  if (!live) {
    return needed.some((m) => nextExposes.has(m))
      ? []
      : [`exposes none of the modules the host loads from '${remote}' (${needed.join(', ') || 'none listed'})`];
  }
  const liveExposes = exposedModules(live);
  const dropped = needed.filter((m) => liveExposes.has(m) && !nextExposes.has(m));
  return dropped.length
    ? [`no longer exposes ${dropped.join(', ')}, which the live version exposes and the host loads`]
    : [];
}

/**
 * A version's name carries its files' content hash (publishRemote): a folder copied or changed under that name, or
 * another build stored under it, does not hash to it, and would put other code live than the name says.
 */
export function checkNamedByContent(remote: string, version: string, hash: string): string[] {
  const named = version.slice(-HASH_LENGTH);
  const actual = hash.slice(0, HASH_LENGTH);
  return named === actual
    ? []
    : [
        `${remote} ${version}: its files hash to ${actual}, not to the ${named} its name says ` +
          '(a folder copied under another name, or changed after it was published)',
      ];
}

export const SINGLETONS_CHECKED = ['react', 'react-dom'];

/** The remote's shared react/react-dom must satisfy the host's ranges, or the page would run two Reacts. */
export function checkShared(manifest: MfManifest, hostRanges: Record<string, string>): string[] {
  return SINGLETONS_CHECKED.flatMap((name) => {
    const range = hostRanges[name];
    if (!range) return [];
    const shared = manifest.shared.find((s) => s.name === name);
    if (!shared) return [`does not share ${name} (the host shares ${name}@${range} as a singleton)`];
    return semver.satisfies(shared.version, range)
      ? []
      : [`shares ${name}@${shared.version}, which does not satisfy the host's ${range}`];
  });
}

/** Every file the manifest lists, relative to the version folder. */
export function manifestAssets(manifest: MfManifest): string[] {
  const entry = manifest.metaData.remoteEntry;
  const files = [entry.path ? `${entry.path.replace(/\/$/, '')}/${entry.name}` : entry.name];
  for (const item of [...manifest.exposes, ...manifest.shared]) {
    const a = item.assets;
    files.push(...a.js.sync, ...a.js.async, ...a.css.sync, ...a.css.async);
  }
  return [...new Set(files)].sort();
}

/** Assets that are not served: `exists` is an HTTP 2xx check or a file check. */
export async function checkAssets(assets: string[], exists: (asset: string) => Promise<boolean>): Promise<string[]> {
  const results = await Promise.all(assets.map(async (asset) => ((await exists(asset)) ? null : asset)));
  const missing = results.filter((a): a is string => a !== null);
  const listed = missing.slice(0, 5).join(', ') + (missing.length > 5 ? ', ...' : '');
  return missing.length ? [`${missing.length} listed asset(s) not served: ${listed}`] : [];
}

/** react and react-dom ranges from host/package.json. */
export function hostRanges(repoRoot = REPO_ROOT): Record<string, string> {
  const pkg = JSON.parse(readFileSync(join(repoRoot, 'host', 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  return Object.fromEntries(
    SINGLETONS_CHECKED.flatMap((n) => (pkg.dependencies?.[n] ? [[n, pkg.dependencies[n]]] : [])),
  );
}

export interface VerifyOptions {
  /** the store's folder, or a store (a bucket) */
  store: string | DeployStore;
  remote: string;
  version: string;
  /** the live version, when there is one: the new one may not drop the host modules it exposes */
  liveVersion?: string;
  hostRanges: Record<string, string>;
  /** check assets over HTTP against this origin (e.g. http://127.0.0.1:8080); else check the store's files */
  baseUrl?: string;
  fetchImpl?: typeof fetch;
}

/** Every check before a switch; an empty list means the version may go live. */
export async function verifyVersion(o: VerifyOptions): Promise<string[]> {
  if (!isVersionName(o.version)) return [`'${o.version}' is not a version name`];
  const store = deployStoreOf(o.store);
  if (!(await store.hasVersion(o.remote, o.version)))
    return [`${o.remote} ${o.version} is not in the store (${store.versionLocation(o.remote, o.version)})`];
  const files = store.versionFiles(o.remote, o.version);
  const renamed = checkNamedByContent(o.remote, o.version, await files.contentHash());
  if (renamed.length) return renamed;
  const text = await files.read('mf-manifest.json');
  if (text === null) return [`${o.remote} ${o.version} has no mf-manifest.json`];
  const { manifest, problems } = parseManifest(text, o.remote);
  if (!manifest) return problems;
  let live: MfManifest | undefined;
  if (o.liveVersion && o.liveVersion !== o.version) {
    const liveText = await store.versionFiles(o.remote, o.liveVersion).read('mf-manifest.json');
    if (liveText !== null) live = parseManifest(liveText, o.remote).manifest;
  }
  const fetchImpl = o.fetchImpl ?? fetch;
  const exists = o.baseUrl
    ? async (asset: string) => {
        try {
          const res = await fetchImpl(`${o.baseUrl!.replace(/\/$/, '')}/remotes/${o.remote}/${o.version}/${asset}`, {
            method: 'HEAD',
          });
          return res.status >= 200 && res.status < 300;
        } catch {
          return false;
        }
      }
    : (asset: string) => files.has(asset);
  return [
    ...checkExposes(o.remote, manifest, live),
    ...checkShared(manifest, o.hostRanges),
    ...(await checkContent(o.remote, files)),
    ...(await checkAssets(manifestAssets(manifest), exists)),
  ];
}
