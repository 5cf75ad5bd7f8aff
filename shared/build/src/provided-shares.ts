import { join } from 'node:path';
import type { Facade } from './facades';
import { providedVersion } from './fit-records';
import { isFileKey, type SharedEntry } from './shared';
import { workspacePackages } from './workspace';

/** The module the host's runtime takes its share scope from (host/src/federation/host-runtime.ts). */
export const PROVIDED_SHARES_MODULE = '@dating/provided-shares';

/**
 * The subpaths the host provides for each 'lib/' key of the share map: the ones the host and the remotes import.
 * A remote importing another subpath of a singleton would run its own copy of the library (a second React), which
 * the share-scope test in host/test catches.
 */
export const SHARED_SUBPATHS: Readonly<Record<string, readonly string[]>> = {
  'react/': ['jsx-runtime'],
  'react-dom/': ['client'],
  'valtio/': ['vanilla', 'react'],
};

/** One share of the host's scope: the name remotes ask for, the module the host hands them and its settings. */
export interface ProvidedShare {
  name: string;
  /** what the host's build resolves (a package, a subpath, a facade's or a shared file's absolute path) */
  request: string;
  version: string;
  shareConfig: { singleton: boolean; requiredVersion?: string; strictVersion?: boolean; eager: true };
}

/**
 * Every module the host puts in the share scope, from the same share map the remotes are built with: each library at
 * the version its package carries, a facade in place of its library (facades.ts), lucide-react's core by its file.
 */
export function providedShares(
  dir: string,
  shared: Record<string, SharedEntry>,
  facades: Record<string, Facade>,
  development: boolean,
): ProvidedShare[] {
  const platform = new Map(workspacePackages().map((pkg) => [pkg.name, pkg]));
  const versionOf = (name: string) => providedVersion(dir, name, facades, platform);
  const shares: ProvidedShare[] = [];
  for (const [key, entry] of Object.entries(shared)) {
    const shareConfig = {
      singleton: entry.singleton,
      eager: true as const,
      ...(typeof entry.requiredVersion === 'string' ? { requiredVersion: entry.requiredVersion } : {}),
      ...(entry.strictVersion ? { strictVersion: true } : {}),
    };
    if (key.endsWith('/')) {
      const version = versionOf(entry.packageName ?? key.slice(0, -1));
      // a development build's JSX calls react/jsx-dev-runtime
      const subpaths = [
        ...(SHARED_SUBPATHS[key] ?? []),
        ...(development && key === 'react/' ? ['jsx-dev-runtime'] : []),
      ];
      for (const subpath of subpaths)
        shares.push({ name: key + subpath, request: key + subpath, version, shareConfig });
    } else if (isFileKey(key)) {
      shares.push({ name: entry.shareKey ?? key, request: join(dir, key), version: entry.version!, shareConfig });
    } else {
      shares.push({ name: key, request: facades[key]?.file ?? key, version: versionOf(key), shareConfig });
    }
  }
  return shares.sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The source of PROVIDED_SHARES_MODULE: the runtime's `shared` option, each module behind a function. Imported as the
 * shell's own code imports it (the same file, by the same conditions: a `require` would take a package's CommonJS
 * build, a second copy), and as a namespace, which keeps every export of it, as a share scope must.
 */
export function providedSharesSource(shares: readonly ProvidedShare[]): string {
  const imports = shares.map(({ request }, i) => `import * as share${i} from ${JSON.stringify(request)};`);
  const entries = shares.map(
    ({ name, version, shareConfig }, i) =>
      `  ${JSON.stringify(name)}: { version: ${JSON.stringify(version)}, scope: 'default', ` +
      `lib: () => share${i}, shareConfig: ${JSON.stringify(shareConfig)} },`,
  );
  return `${imports.join('\n')}\n\nexport const shared = {\n${entries.join('\n')}\n};\n`;
}
