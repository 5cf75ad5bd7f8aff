import { array, optional, record, string, type, type Infer } from 'superstruct';
import { compareCodeUnits } from './code-unit-order';

/**
 * What a build provides to, or needs from, one package of the page's share scope: the version it was built with and
 * the value names it exports or imports (docs/architecture.md, What fits what). `names` is absent where nobody
 * tracks them (a library whose whole entry is provided); '*' among a remote's names is a namespace import, which
 * only the version can vouch for.
 */
export const PackageApi = type({ version: string(), names: optional(array(string())) });
export type PackageApi = Infer<typeof PackageApi>;

/** The file beside the host's bundles that says what the host build provides (an ApiRecord). */
export const PROVIDES_FILE = 'provides.json';

/** By package name: the host's `provides.json`, and a remote's `needs` in its mf-manifest.json. */
export const ApiRecord = record(string(), PackageApi);
export type ApiRecord = Infer<typeof ApiRecord>;

/** One thing a remote needs that a host does not provide. */
export interface MissingApi {
  package: string;
  /** the names it lacks; empty when the host does not provide the package at all */
  names: string[];
}

/** The names one provided package has: a Set, or every name where they are not tracked. */
export interface ProvidedNames {
  has(name: string): boolean;
}
export const EVERY_NAME: ProvidedNames = { has: () => true };

/**
 * What `needs` lacks in what the host has: packages it does not provide and names they do not export. `has` says
 * whether a package is provided and with which names (a record's names, or a module's own keys at run time).
 */
export function missingApi(needs: ApiRecord, has: (pkg: string) => ProvidedNames | null | undefined): MissingApi[] {
  const missing: MissingApi[] = [];
  for (const [pkg, need] of Object.entries(needs).sort(([a], [b]) => compareCodeUnits(a, b))) {
    const provided = has(pkg);
    if (!provided) {
      missing.push({ package: pkg, names: [] });
      continue;
    }
    const names = (need.names ?? []).filter((name) => name !== '*' && !provided.has(name));
    if (names.length) missing.push({ package: pkg, names });
  }
  return missing;
}

/** "@dating/ui (useNewThing, Other)" or "@dating/push (not provided)" */
export const describeMissing = ({ package: pkg, names }: MissingApi) =>
  `${pkg} (${names.length ? names.join(', ') : 'not provided'})`;
