import { sep } from 'node:path';
import { PROVIDES_FILE, type ApiRecord } from '@dating/contract';

export { PROVIDES_FILE };
import { exportedNames, importedNames, packageEntry, resolvedVersion } from './api-surface';
import type { Facade } from './facades';
import { isFileKey, type SharedEntry } from './shared';
import { workspacePackages } from './workspace';

const byName = (names: Iterable<string>) => [...new Set(names)].sort();

/**
 * The share map's packages by their own name ('react/' is react's subpaths, recorded as react). A file shared by its
 * path (lucide-react's core) is no package a remote imports: a host without it leaves the remote its own copy.
 */
const sharedPackages = (shared: Record<string, SharedEntry>) =>
  Object.keys(shared).filter((key) => !key.endsWith('/') && !isFileKey(key));

/**
 * What the host provides to every remote (docs/architecture.md, What fits what): each package of its share map with
 * its version and, where a remote can miss one, its value exports: the platform packages' entries, and the
 * facades' names (facades.ts). Libraries provided whole carry their version only.
 */
export function hostProvides(
  dir: string,
  shared: Record<string, SharedEntry>,
  facades: Record<string, Facade>,
  /** the file a package resolves to where the build says so (an alias), instead of its package.json's entry */
  entryOf: (pkg: string) => string | undefined = () => undefined,
): ApiRecord {
  const platform = new Map(workspacePackages().map((pkg) => [pkg.name, pkg]));
  const record: ApiRecord = {};
  for (const name of sharedPackages(shared)) {
    const pkg = platform.get(name);
    const version = providedVersion(dir, name, facades, platform);
    if (pkg) record[name] = { version, names: exportedNames(entryOf(name) ?? packageEntry(pkg.dir)) };
    else if (facades[name]) record[name] = { version, names: byName(facades[name].names) };
    else record[name] = { version };
  }
  return record;
}

/** The version the host announces for a package it provides: a platform package's, a facade's library's, else the
 * installed library's. */
export function providedVersion(
  dir: string,
  name: string,
  facades: Record<string, Facade>,
  platform: ReadonlyMap<string, { version: string }> = new Map(workspacePackages().map((pkg) => [pkg.name, pkg])),
): string {
  return platform.get(name)?.version ?? facades[name]?.version ?? resolvedVersion(dir, name);
}

/**
 * What a remote needs from the host: the packages of the share map its code imports, each with the version it was
 * built with and the names it imports. Its code is its own files and the bundled packages' (the files the build read,
 * outside node_modules); the singleton packages' own files are left out, since the host's copy of them runs.
 */
export function remoteNeeds(dir: string, files: Iterable<string>, shared: Record<string, SharedEntry>): ApiRecord {
  const packages = sharedPackages(shared);
  const singletonDirs = workspacePackages()
    .filter((pkg) => pkg.sharing === 'singleton')
    .map((pkg) => pkg.dir + sep);
  const ownCode = [...files].filter(
    (file) =>
      /\.[cm]?[jt]sx?$/.test(file) &&
      !file.includes(`${sep}node_modules${sep}`) &&
      !singletonDirs.some((d) => file.startsWith(d)),
  );
  const packageOf = (specifier: string) =>
    packages.find((pkg) => specifier === pkg || (specifier.startsWith(`${pkg}/`) && shared[`${pkg}/`]));
  const platform = new Map(workspacePackages().map((pkg) => [pkg.name, pkg.version]));
  const record: ApiRecord = {};
  for (const [pkg, names] of [...importedNames(ownCode, packageOf)].sort(([a], [b]) => a.localeCompare(b)))
    record[pkg] = { version: platform.get(pkg) ?? resolvedVersion(dir, pkg), names: byName(names) };
  return record;
}
