import { compareCodeUnits } from '@dating/contract';

interface ManifestAssets {
  js: { sync: string[]; async: string[] };
  css: { sync: string[]; async: string[] };
}
type Named = { name?: string; path?: string; federationContainerName?: string; assets?: ManifestAssets };

const keyOf = (item: Named) => item.path ?? item.name ?? item.federationContainerName ?? '';
const byKey = (a: Named, b: Named) => compareCodeUnits(keyOf(a), keyOf(b));

/**
 * The manifest with its lists in one order: shared modules, exposes and remotes by name, and each one's scripts by
 * file name (each chunk registers itself, so their order does not matter). Style sheets keep the order they apply in.
 */
export function stableManifest<M extends { shared?: Named[]; exposes?: Named[]; remotes?: Named[] }>(manifest: M): M {
  const withSortedScripts = (item: Named): Named =>
    item.assets
      ? {
          ...item,
          assets: {
            ...item.assets,
            js: { sync: [...item.assets.js.sync].sort(), async: [...item.assets.js.async].sort() },
            css: { ...item.assets.css, async: [...item.assets.css.async].sort() },
          },
        }
      : item;
  const sorted = (items: Named[] | undefined) => items && [...items].sort(byKey).map(withSortedScripts);
  return {
    ...manifest,
    shared: sorted(manifest.shared),
    exposes: sorted(manifest.exposes),
    remotes: sorted(manifest.remotes),
  };
}
