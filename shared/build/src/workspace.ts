import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The repository root: shared/build/src → ../../.. */
export const REPO_ROOT = resolve(__dirname, '..', '..', '..');

/**
 * How a workspace package reaches a page: `sharing` in its package.json
 * (docs/architecture.md, Module Federation rules).
 */
export type Sharing = 'singleton' | 'bundled';

export interface WorkspacePackage {
  name: string;
  version: string;
  /** its folder */
  dir: string;
  /**
   * 'singleton': holds page-wide state (the bus, the i18n instance, the session and query hooks, the design
   * system's layers and contexts), so the host provides the one copy every remote uses. 'bundled': holds none (the
   * contract and its rules, the route table, config, legal texts, tracking helpers), so each build carries the
   * parts it uses and always runs the code it was built and tested with.
   */
  sharing: Sharing;
}

/**
 * The workspace's platform packages (@dating/* under shared/), read from disk so a new package cannot be left out;
 * one without a `sharing` is an error, not a default. @dating/build itself is build-time only and never reaches a
 * bundle.
 */
export function workspacePackages(root = REPO_ROOT): WorkspacePackage[] {
  const dir = join(root, 'shared');
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, 'package.json')))
    .map((entry) => {
      const pkg = JSON.parse(readFileSync(join(dir, entry.name, 'package.json'), 'utf8')) as Partial<WorkspacePackage>;
      return { name: pkg.name ?? '', version: pkg.version ?? '', dir: join(dir, entry.name), sharing: pkg.sharing! };
    })
    .filter((pkg) => pkg.name.startsWith('@dating/') && pkg.name !== '@dating/build')
    .map((pkg) => {
      if (pkg.sharing !== 'singleton' && pkg.sharing !== 'bundled')
        throw new Error(`${pkg.name}: package.json needs "sharing": "singleton" or "bundled"`);
      return pkg;
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The packages the host provides once per page, by name. */
export const sharedWorkspacePackages = (root = REPO_ROOT): string[] =>
  workspacePackages(root)
    .filter((pkg) => pkg.sharing === 'singleton')
    .map((pkg) => pkg.name);
