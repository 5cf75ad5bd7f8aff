import type { RawSourceMap } from 'source-map-js';
import { basename } from 'node:path';
import { SINGLETON_LIBRARIES } from '@dating/build/src/shared';
import { workspacePackages } from '@dating/build/src/workspace';

/** The npm packages the share scope holds once per page (react/, valtio/, ... are their subpaths). */
const SHARED_LIBRARIES = new Set(SINGLETON_LIBRARIES.map((lib) => lib.replace(/\/$/, '')));
/** The workspace packages it holds once per page, by folder ('ui'); the bundled ones are in every build by design. */
const SHARED_FOLDERS = new Set(
  workspacePackages()
    .filter((pkg) => pkg.sharing === 'singleton')
    .map((pkg) => basename(pkg.dir)),
);

/**
 * The sources of a built file that belong to a package shared as a singleton, each named so that two copies
 * of it compare equal whatever version or build they come from: 'react-dom/cjs/react-dom-client.production.js',
 * 'shared/ui/src/button/Button.tsx'. The same name in two files of one page is a package run twice.
 */
export function sharedSourcesOf(map: RawSourceMap): string[] {
  const names = new Set<string>();
  for (const source of map.sources) {
    const npm = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)\/(.+)$/.exec(source);
    if (npm) {
      if (SHARED_LIBRARIES.has(npm[1]!)) names.add(`${npm[1]}/${npm[2]}`);
      continue;
    }
    const workspace = /(?:^|\/)(shared\/([^/]+)\/src\/.+)$/.exec(source);
    if (workspace && SHARED_FOLDERS.has(workspace[2]!)) names.add(workspace[1]!);
  }
  return [...names];
}
