import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { LRUCache } from 'lru-cache';
import { SERVER_RENDER_FILE, type LayoutRenderBundle, type PageRenderBundle } from '@dating/contract';
import { objectKeyOf, type ObjectStore } from '../objects/object-store';
import { keptPromise } from '../static/kept-promise';
import { runRenderBundle } from './render-bundle';

/**
 * The shell's render build, from the host build the server serves; read again when the file changes, as index.html
 * is (a rebuild while the server runs), and none while there is no such build.
 */
export class HostRenderBundle {
  private loaded: { mtimeMs: number; bundle: LayoutRenderBundle } | null = null;

  constructor(private readonly hostDir: string) {}

  async get(): Promise<{ bundle: LayoutRenderBundle; id: number } | null> {
    const file = path.join(this.hostDir, SERVER_RENDER_FILE);
    const mtimeMs = await stat(file).then(
      (s) => s.mtimeMs,
      () => null,
    );
    if (mtimeMs === null) return null;
    if (this.loaded?.mtimeMs !== mtimeMs) {
      const code = await readFile(file, 'utf8');
      this.loaded = { mtimeMs, bundle: bundleOf<LayoutRenderBundle>(code, file) };
    }
    return { bundle: this.loaded.bundle, id: mtimeMs };
  }
}

/**
 * A remote's render build per version, from that version's folder in the store: a folder never changes, so each is
 * run once. Only the versions in use are kept (production and a canary, a rollback's target).
 */
export class RemoteRenderBundles {
  private readonly byVersion = new LRUCache<string, Promise<PageRenderBundle | null>>({ max: 6 });

  constructor(
    private readonly store: ObjectStore,
    private readonly remote: string,
  ) {}

  get(version: string): Promise<PageRenderBundle | null> {
    return keptPromise(this.byVersion, version, () => this.load(version));
  }

  private async load(version: string): Promise<PageRenderBundle | null> {
    const key = objectKeyOf(`remotes/${this.remote}/${version}/${SERVER_RENDER_FILE}`);
    const code = key ? await this.store.read(key) : null;
    // a version built before its remote had a render build: the page goes out as the bare shell, as before
    return code
      ? bundleOf<PageRenderBundle>(code.toString('utf8'), `/remotes/${this.remote}/${version}/${SERVER_RENDER_FILE}`)
      : null;
  }
}

function bundleOf<T>(code: string, filename: string): T {
  const exported = runRenderBundle<{ bundle?: T }>(code, filename);
  if (!exported.bundle) throw new Error(`${filename} exports no bundle`);
  return exported.bundle;
}
