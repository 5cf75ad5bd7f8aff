import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ApiRecord } from '@dating/contract';
import { contentHash } from '../src/content-hash';
import { versionName } from '../src/version';
import { writeFiles } from '../testing/scratch';

const assets = (js: string[] = [], css: string[] = []) => ({
  js: { sync: js, async: [] },
  css: { sync: css, async: [] },
});

/** A minimal MF 2 manifest for remote `name` exposing `modules`, sharing react at `reactVersion`. */
export function manifest(name: string, modules: string[], reactVersion = '19.3.1', extraAsset?: string) {
  return {
    id: name,
    name,
    metaData: { name, remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' }, publicPath: 'auto' },
    shared: [
      { name: 'react', version: reactVersion, assets: assets(['react.js']) },
      { name: 'react-dom', version: reactVersion, assets: assets(['react-dom.js']) },
    ],
    remotes: [],
    exposes: modules.map((m) => ({
      name: m.slice(2),
      path: m,
      assets: assets([`${m.slice(2)}.js`, ...(extraAsset ? [extraAsset] : [])]),
    })),
  };
}

/**
 * Writes a complete version folder (manifest, every file it lists, and `files`) into the store, named as publish
 * names a build: the package version and the content hash of its files. `label` is a file of its own, so versions
 * of the same modules differ. Returns the version's name.
 */
export function putVersion(
  store: string,
  name: string,
  label: string,
  modules: string[],
  opts: { reactVersion?: string; missing?: string; files?: Record<string, string>; needs?: ApiRecord } = {},
): string {
  const m = { ...manifest(name, modules, opts.reactVersion), ...(opts.needs ? { needs: opts.needs } : {}) };
  const files: Record<string, string> = { 'mf-manifest.json': JSON.stringify(m), 'label.txt': label, ...opts.files };
  for (const f of ['remoteEntry.js', 'react.js', 'react-dom.js', ...modules.map((x) => `${x.slice(2)}.js`)])
    if (f !== opts.missing) files[f] = 'x';
  const staging = mkdtempSync(join(tmpdir(), 'version-'));
  try {
    writeFiles(staging, files);
    const version = versionName('0.1.0', contentHash(staging));
    cpSync(staging, join(store, 'remotes', name, version), { recursive: true });
    return version;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}
