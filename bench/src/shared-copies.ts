import type { RawSourceMap } from 'source-map-js';
import { SINGLETON_LIBRARIES } from '@dating/build/src/shared';

/** The npm packages the share scope holds once per page (react/, valtio/, ... are their subpaths). */
const SHARED_LIBRARIES = new Set(SINGLETON_LIBRARIES.map((lib) => lib.replace(/\/$/, '')));

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
    // workspace packages (@dating/*) are shared as singletons too, except the build preset
    const workspace = /(?:^|\/)(shared\/(?!build\/)[^/]+\/src\/.+)$/.exec(source);
    if (workspace) names.add(workspace[1]!);
  }
  return [...names];
}
