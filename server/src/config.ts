import path from 'node:path';

/** The repository root: server/src/.. /.. */
export const REPO_ROOT = path.resolve(__dirname, '..', '..');

/** Where things live on disk and how to reach the database, from the environment (docs/CONVENTIONS.md). */
export interface Paths {
  dataDir: string;
  storeDir: string;
  hostDir: string;
  /** PGlite folder; unused when databaseUrl is set */
  pgliteDir: string;
  databaseUrl?: string;
}

export function pathsFromEnv(env: NodeJS.ProcessEnv = process.env): Paths {
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(REPO_ROOT, '.data'));
  return {
    dataDir,
    storeDir: path.resolve(env.STORE_DIR ?? path.join(dataDir, 'store')),
    hostDir: path.resolve(env.HOST_DIST ?? path.join(REPO_ROOT, 'host', 'dist')),
    pgliteDir: env.PGLITE_DIR ?? path.join(dataDir, 'db'),
    databaseUrl: env.DATABASE_URL || undefined,
  };
}

export const mediaDirOf = (dataDir: string) => path.join(dataDir, 'media');

/** A setting that makes the server refuse to start; main.ts prints its message without a stack trace. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Where links in mails point (DESIGN.md, security rules): never at whatever Host a request claimed. */
export interface MailLinkConfig {
  /** PUBLIC_URL without a trailing slash, e.g. https://www.example.com; unset: an allowlisted request Host */
  publicUrl?: string;
  /** host[:port] values (lower case) a request's Host may name for its links; the first is the fallback */
  allowedHosts: string[];
}

/** PUBLIC_URL and ALLOWED_HOSTS; the allowlist defaults to 127.0.0.1:<PORT> and localhost:<PORT>. */
export function mailLinkConfigFromEnv(env: NodeJS.ProcessEnv = process.env): MailLinkConfig {
  return mailLinkConfig({ publicUrl: env.PUBLIC_URL, allowedHosts: allowedHostsFromEnv(env) });
}

export function allowedHostsFromEnv(env: NodeJS.ProcessEnv = process.env): string[] {
  const port = env.PORT || '8080';
  const listed = (env.ALLOWED_HOSTS ?? '')
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean);
  return listed.length > 0 ? listed : [`127.0.0.1:${port}`, `localhost:${port}`];
}

/** Checks and normalizes both settings; a malformed one is a ConfigError naming it. */
export function mailLinkConfig(raw: { publicUrl?: string; allowedHosts: string[] }): MailLinkConfig {
  const allowedHosts = raw.allowedHosts.map((h) => h.toLowerCase());
  for (const host of allowedHosts) {
    if (!/^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/.test(host)) {
      throw new ConfigError(`ALLOWED_HOSTS: "${host}" is not a host[:port] (no scheme, no path).`);
    }
  }
  if (allowedHosts.length === 0) throw new ConfigError('ALLOWED_HOSTS: at least one host is needed.');
  return raw.publicUrl ? { publicUrl: parsePublicUrl(raw.publicUrl), allowedHosts } : { allowedHosts };
}

function parsePublicUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`PUBLIC_URL: "${value}" is not a URL; expected e.g. https://www.example.com`);
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.search || url.hash || url.username) {
    throw new ConfigError(`PUBLIC_URL: "${value}" must be an http(s) origin (an optional path, nothing else).`);
  }
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

/** NODE_ENV=production: the settings below become hard requirements. */
export const isProductionEnv = (env: NodeJS.ProcessEnv = process.env) => env.NODE_ENV === 'production';

/**
 * What production will not run with: the dev tools (mails and activation links of every member, account
 * switches) and mail links without a fixed origin. Throws one ConfigError listing every problem.
 */
export function assertStartable(settings: { production: boolean; devTools: boolean; publicUrl?: string }): void {
  if (!settings.production) return;
  const problems: string[] = [];
  if (settings.devTools) {
    problems.push(
      "DEV_TOOLS is on with NODE_ENV=production. The dev tools show every member's mails and activation links; " +
        'unset DEV_TOOLS (or set DEV_TOOLS=0).',
    );
  }
  if (!settings.publicUrl) {
    problems.push(
      'PUBLIC_URL is not set with NODE_ENV=production. Links in mails are built from it; ' +
        "set it to the site's origin, e.g. PUBLIC_URL=https://www.example.com.",
    );
  }
  if (problems.length > 0) throw new ConfigError(problems.join('\n'));
}
