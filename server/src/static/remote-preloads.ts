import { pointerForBucket } from '@dating/release-store';
import type { RouteDef } from '@dating/routes';
import { objectKeyOf, type ObjectStore } from '../objects/object-store';
import { readStorePointer } from './pointer';

const STORE_URL = /^\/remotes\/[A-Za-z0-9._+/-]+$/;

/** The parts of a remote's mf-manifest.json the hints need (written by the build, immutable per version). */
interface RemoteManifest {
  metaData: { remoteEntry: { name: string; path: string } };
  exposes: Array<{ path: string; assets: { js: { sync: string[] }; css: { sync: string[] } } }>;
  /** the shared packages the remote brings its own copy of (used when the page's share scope has none) */
  shared?: Array<{ name: string; assets: { css: { sync: string[] } } }>;
}

export interface PreloadRequest {
  route: RouteDef;
  /** the visitor's canary bucket (mf_bucket cookie), unknown on a first visit */
  bucket: number | undefined;
  /** the request carries a session cookie: a members' page will render, not send the visitor to /login */
  hasSession: boolean;
}

/**
 * Preload hints for the files of the remote a route renders: its manifest, entry and page chunks. Without
 * them the browser learns of each only after the one before (shell scripts, pointer, manifest, entry, page),
 * four round trips on a phone's line; with them, all download while the shell's own scripts do. The versions
 * are the ones /remotes.json serves this visitor (pointer and canary bucket). Only a hint: the page still
 * loads what the pointer says when it runs, so a hint that is stale by then costs a download, never a wrong page.
 */
export class RemotePreloads {
  /** by manifest URL; a version folder never changes once published */
  private readonly manifests = new Map<string, RemoteManifest>();

  constructor(private readonly store: ObjectStore) {}

  /** Only hints: a store that does not answer gives none, and the page renders all the same. */
  async linksFor(request: PreloadRequest): Promise<string> {
    return this.hintsFor(request).catch(() => '');
  }

  private async hintsFor({ route, bucket, hasSession }: PreloadRequest): Promise<string> {
    if (!('remote' in route.target)) return '';
    if (route.access === 'login' && !hasSession) return '';
    const { remote, module } = route.target;
    const entry = (await readStorePointer(this.store))?.remotes[remote];
    // Before the first /remotes.json a visitor has no bucket: only a remote without a canary is known then.
    if (!entry || (entry.canary && bucket === undefined)) return '';
    const served = pointerForBucket({ remotes: { [remote]: entry } }, bucket ?? 0).remotes[remote]!;
    const manifest = await this.manifest(served.entry);
    const expose = manifest?.exposes.find((e) => e.path === module);
    if (!manifest || !expose) return '';
    const folder = served.entry.slice(0, served.entry.lastIndexOf('/') + 1);
    const { remoteEntry } = manifest.metaData;
    const hints: Array<[string, 'fetch' | 'script' | 'style']> = [
      [served.entry, 'fetch'],
      [`${folder}${remoteEntry.path}${remoteEntry.name}`, 'script'],
      ...expose.assets.js.sync.map((file): [string, 'script'] => [`${folder}${file}`, 'script']),
      ...expose.assets.css.sync.map((file): [string, 'style'] => [`${folder}${file}`, 'style']),
    ];
    // Names come from our own builds; anything else is left out rather than put into the page's markup.
    if (!hints.every(([url]) => STORE_URL.test(url))) return '';
    // the runtime fetches the manifest with fetch(): same-origin credentials, which `crossorigin` asks for
    return hints
      .map(([url, as]) => `<link rel="preload" href="${url}" as="${as}"${as === 'fetch' ? ' crossorigin' : ''} />`)
      .join('');
  }

  /**
   * The style sheets of a remote's exposed module in one version, for a page the server drew: it needs them before it
   * is painted, not only after the remote's scripts ran. With them the styles of the remote's own copies of the shared
   * packages (@dating/ui, @dating/legal): the render build draws with those copies, whose class names are the
   * remote's, while in the browser the shell's copies draw, styled by the shell's own sheet. A copy the build split
   * into two files of the same content hash is named once.
   */
  async stylesheetsOf(remote: string, version: string, module: string): Promise<string[]> {
    const folder = `/remotes/${remote}/${version}/`;
    const manifest = await this.manifest(`${folder}mf-manifest.json`);
    if (!manifest) return [];
    const shared = (manifest.shared ?? []).flatMap((entry) => entry.assets.css.sync);
    const own = manifest.exposes.find((e) => e.path === module)?.assets.css.sync ?? [];
    const byContent = new Map([...shared, ...own].map((file) => [file.replace(/^[^.]*\./, ''), file]));
    return [...byContent.values()].map((file) => `${folder}${file}`).filter((url) => STORE_URL.test(url));
  }

  private async manifest(url: string): Promise<RemoteManifest | null> {
    const kept = this.manifests.get(url);
    if (kept) return kept;
    const key = url.startsWith('/remotes/') ? objectKeyOf(url.slice(1)) : null;
    const text = key ? await this.store.read(key) : null;
    const manifest = text ? (JSON.parse(text.toString('utf8')) as RemoteManifest) : null;
    if (manifest) this.manifests.set(url, manifest);
    return manifest;
  }
}
