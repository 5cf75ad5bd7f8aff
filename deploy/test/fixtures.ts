import { writeFiles } from './helpers';

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

/** Writes a complete version folder (manifest + every listed file) into the store. */
export function putVersion(
  store: string,
  name: string,
  version: string,
  modules: string[],
  opts: { reactVersion?: string; missing?: string } = {},
) {
  const m = manifest(name, modules, opts.reactVersion);
  const files: Record<string, string> = { [`remotes/${name}/${version}/mf-manifest.json`]: JSON.stringify(m) };
  for (const f of ['remoteEntry.js', 'react.js', 'react-dom.js', ...modules.map((x) => `${x.slice(2)}.js`)])
    if (f !== opts.missing) files[`remotes/${name}/${version}/${f}`] = 'x';
  writeFiles(store, files);
}
