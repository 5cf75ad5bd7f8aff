import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';
import { routes } from '@dating/routes';
import { REPO_ROOT, versionDir } from './paths';
import { isVersionName } from './version';

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
const isAssets = (v: any): boolean =>
  !!v && isStringArray(v.js?.sync) && isStringArray(v.js?.async) && isStringArray(v.css?.sync) && isStringArray(v.css?.async);

/** Parses and shape-checks a manifest; problems say what is wrong in words. */
export function parseManifest(text: string, expectedName: string): { manifest?: MfManifest; problems: string[] } {
  let json: any;
  try {
    json = JSON.parse(text);
  } catch (err) {
    return { problems: [`mf-manifest.json is not JSON: ${(err as Error).message}`] };
  }
  const problems: string[] = [];
  if (json?.name !== expectedName) problems.push(`mf-manifest.json names the container '${json?.name}', expected '${expectedName}'`);
  if (typeof json?.metaData?.remoteEntry?.name !== 'string' || !json.metaData.remoteEntry.name)
    problems.push('mf-manifest.json has no metaData.remoteEntry.name');
  if (!Array.isArray(json?.exposes) || !json.exposes.every((e: any) => typeof e?.path === 'string' && isAssets(e.assets)))
    problems.push('mf-manifest.json exposes[] is missing or malformed');
  if (!Array.isArray(json?.shared) || !json.shared.every((s: any) => typeof s?.name === 'string' && typeof s?.version === 'string' && isAssets(s.assets)))
    problems.push('mf-manifest.json shared[] is missing or malformed');
  return problems.length ? { problems } : { manifest: json as MfManifest, problems };
}

/** The modules the host's route table loads from this remote, e.g. ['./ProfilePage', ...]. */
export function routeModulesOf(remote: string): string[] {
  const modules = routes.flatMap((route) => ('remote' in route.target && route.target.remote === remote ? [route.target.module] : []));
  return [...new Set(modules)].sort();
}

export const exposedModules = (manifest: MfManifest): Set<string> => new Set(manifest.exposes.map((e) => e.path));

/**
 * The route-table modules the live version exposes must all still be exposed (a new version may not drop
 * a page the host links to). Without a live version, at least one route-table module must be exposed.
 */
export function checkExposes(remote: string, next: MfManifest, live?: MfManifest): string[] {
  const needed = routeModulesOf(remote);
  const nextExposes = exposedModules(next);
  if (!live) {
    return needed.some((m) => nextExposes.has(m))
      ? []
      : [`exposes none of the modules the route table loads from '${remote}' (${needed.join(', ') || 'none listed'})`];
  }
  const liveExposes = exposedModules(live);
  const dropped = needed.filter((m) => liveExposes.has(m) && !nextExposes.has(m));
  return dropped.length ? [`no longer exposes ${dropped.join(', ')}, which the live version exposes and the route table loads`] : [];
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
  return missing.length ? [`${missing.length} listed asset(s) not served: ${missing.slice(0, 5).join(', ')}${missing.length > 5 ? ', ...' : ''}`] : [];
}

/** react and react-dom ranges from host/package.json. */
export function hostRanges(repoRoot = REPO_ROOT): Record<string, string> {
  const pkg = JSON.parse(readFileSync(join(repoRoot, 'host', 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
  return Object.fromEntries(SINGLETONS_CHECKED.flatMap((n) => (pkg.dependencies?.[n] ? [[n, pkg.dependencies[n]]] : [])));
}

export interface VerifyOptions {
  store: string;
  remote: string;
  version: string;
  /** the live version, when there is one: the new one may not drop its route modules */
  liveVersion?: string;
  hostRanges: Record<string, string>;
  /** check assets over HTTP against this origin (e.g. http://127.0.0.1:8080); else check the store's files */
  baseUrl?: string;
  fetchImpl?: typeof fetch;
}

const readManifest = (store: string, remote: string, version: string) =>
  readFileSync(join(versionDir(store, remote, version), 'mf-manifest.json'), 'utf8');

/** Every check before a switch; an empty list means the version may go live. */
export async function verifyVersion(o: VerifyOptions): Promise<string[]> {
  const dir = versionDir(o.store, o.remote, o.version);
  if (!isVersionName(o.version)) return [`'${o.version}' is not a version name`];
  if (!existsSync(dir)) return [`${o.remote} ${o.version} is not in the store (${dir})`];
  if (!existsSync(join(dir, 'mf-manifest.json'))) return [`${o.remote} ${o.version} has no mf-manifest.json`];
  const { manifest, problems } = parseManifest(readManifest(o.store, o.remote, o.version), o.remote);
  if (!manifest) return problems;
  let live: MfManifest | undefined;
  if (o.liveVersion && o.liveVersion !== o.version && existsSync(join(versionDir(o.store, o.remote, o.liveVersion), 'mf-manifest.json'))) {
    live = parseManifest(readManifest(o.store, o.remote, o.liveVersion), o.remote).manifest;
  }
  const fetchImpl = o.fetchImpl ?? fetch;
  const exists = o.baseUrl
    ? async (asset: string) => {
        try {
          const res = await fetchImpl(`${o.baseUrl!.replace(/\/$/, '')}/remotes/${o.remote}/${o.version}/${asset}`, { method: 'HEAD' });
          return res.status >= 200 && res.status < 300;
        } catch {
          return false;
        }
      }
    : async (asset: string) => existsSync(join(dir, asset));
  return [
    ...checkExposes(o.remote, manifest, live),
    ...checkShared(manifest, o.hostRanges),
    ...(await checkAssets(manifestAssets(manifest), exists)),
  ];
}
