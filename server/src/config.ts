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
  /** PostgreSQL: the schema of that database the site's tables live in (made beforehand); unset: public */
  databaseSchema?: string;
}

export function pathsFromEnv(env: NodeJS.ProcessEnv = process.env): Paths {
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(REPO_ROOT, '.data'));
  return {
    dataDir,
    storeDir: path.resolve(env.STORE_DIR ?? path.join(dataDir, 'store')),
    hostDir: path.resolve(env.HOST_DIST ?? path.join(REPO_ROOT, 'host', 'dist')),
    pgliteDir: env.PGLITE_DIR ?? path.join(dataDir, 'db'),
    databaseUrl: env.DATABASE_URL || undefined,
    databaseSchema: env.DATABASE_SCHEMA || undefined,
  };
}

export const mediaDirOf = (dataDir: string) => path.join(dataDir, 'media');

/** A setting that makes the server refuse to start; main.ts prints its message without a stack trace. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Where links in mails point (docs/architecture.md, Security rules): never at whatever Host a request claimed. */
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
export function assertStartable(settings: {
  production: boolean;
  devTools: boolean;
  publicUrl?: string;
  /** company settings that are not set (site/company.ts missingCompanySettings) */
  missingCompany: string[];
}): void {
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
  if (settings.missingCompany.length > 0) {
    problems.push(
      `${settings.missingCompany.join(', ')} not set with NODE_ENV=production. The footer, the legal pages ` +
        'and the receipts name the operating company; without them they would name the demo company. ' +
        "Set each to your company's.",
    );
  }
  if (problems.length > 0) throw new ConfigError(problems.join('\n'));
}

/** The payment providers the site can take money through (docs/architecture.md, Money): src/payments/plugin.ts. */
export const PAYMENT_PROVIDERS = ['sandbox', 'stripe'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** The sandbox provider: its payment page and webhooks run on this server (src/payments/sandbox). */
export interface SandboxPaymentConfig {
  /** HMAC-SHA256 key of its webhooks (SANDBOX_WEBHOOK_SECRET); unset: made once and kept in server_keys */
  webhookSecret?: string;
  /** the first retry waits this long, each next one twice as long (SANDBOX_WEBHOOK_RETRY_MS, default 2000) */
  retryBaseMs: number;
  /** attempts per webhook before it is given up and logged (SANDBOX_WEBHOOK_MAX_ATTEMPTS, default 8) */
  maxAttempts: number;
  /** tests: every event is delivered twice, the final one before 'pending' (SANDBOX_WEBHOOK_DISORDER=1) */
  disorderly: boolean;
  /**
   * where webhooks go (SANDBOX_WEBHOOK_URL); unset: /api/payments/webhook/sandbox at this server's own listen
   * address, over real HTTP
   */
  webhookUrl?: string;
}

export interface StripePaymentConfig {
  /** STRIPE_SECRET_KEY: sk_test_… or sk_live_… */
  secretKey: string;
  /** STRIPE_WEBHOOK_SECRET: whsec_… of the webhook endpoint /api/payments/webhook/stripe */
  webhookSecret: string;
}

export interface PaymentConfig {
  provider: PaymentProviderName;
  sandbox: SandboxPaymentConfig;
  stripe?: StripePaymentConfig;
}

/**
 * PAYMENT_PROVIDER (default sandbox) and its settings. A provider without its settings is a ConfigError, and
 * so is production without an explicit PAYMENT_PROVIDER: the sandbox hands out credits for a button press,
 * so a production site only runs it when the operator says so (a demo).
 */
export function paymentConfigFromEnv(
  env: NodeJS.ProcessEnv = process.env,
  production = isProductionEnv(env),
): PaymentConfig {
  const named = env.PAYMENT_PROVIDER?.trim();
  if (named && !(PAYMENT_PROVIDERS as readonly string[]).includes(named)) {
    throw new ConfigError(`PAYMENT_PROVIDER: "${named}" is not one of ${PAYMENT_PROVIDERS.join(', ')}.`);
  }
  if (!named && production) {
    throw new ConfigError(
      'PAYMENT_PROVIDER is not set with NODE_ENV=production. The default sandbox takes no money; set ' +
        'PAYMENT_PROVIDER=stripe (with STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET), ' +
        'or PAYMENT_PROVIDER=sandbox for a demo.',
    );
  }
  const provider = (named || 'sandbox') as PaymentProviderName;
  const sandbox: SandboxPaymentConfig = {
    webhookSecret: env.SANDBOX_WEBHOOK_SECRET || undefined,
    retryBaseMs: positiveInt(env, 'SANDBOX_WEBHOOK_RETRY_MS', 2000),
    maxAttempts: positiveInt(env, 'SANDBOX_WEBHOOK_MAX_ATTEMPTS', 8),
    disorderly: env.SANDBOX_WEBHOOK_DISORDER === '1',
    webhookUrl: env.SANDBOX_WEBHOOK_URL || undefined,
  };
  if (provider !== 'stripe') return { provider, sandbox };
  return { provider, sandbox, stripe: stripeConfig(env.STRIPE_SECRET_KEY, env.STRIPE_WEBHOOK_SECRET) };
}

/** Both Stripe keys, each of the kind Stripe gives out; a missing or mistyped one is a ConfigError naming it. */
export function stripeConfig(secretKey: string | undefined, webhookSecret: string | undefined): StripePaymentConfig {
  const problems: string[] = [];
  if (!secretKey || !/^(sk|rk)_(test|live)_\w+$/.test(secretKey))
    problems.push('STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_… or sk_live_…).');
  if (!webhookSecret || !/^whsec_\w+$/.test(webhookSecret))
    problems.push('STRIPE_WEBHOOK_SECRET must be the signing secret (whsec_…) of the webhook endpoint.');
  if (problems.length > 0) throw new ConfigError(`PAYMENT_PROVIDER=stripe:\n${problems.join('\n')}`);
  return { secretKey: secretKey!, webhookSecret: webhookSecret! };
}

/** A whole number setting from 1 to `max`; unset or empty: `fallback`; anything else a ConfigError naming it. */
function wholeSetting(env: NodeJS.ProcessEnv, name: string, fallback: number, max: number, what: string): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > max) throw new ConfigError(`${name}: "${raw}" is not ${what}.`);
  return value;
}

export const positiveInt = (env: NodeJS.ProcessEnv, name: string, fallback: number): number =>
  wholeSetting(env, name, fallback, Number.MAX_SAFE_INTEGER, 'a positive whole number');

/** A discount's percentage (WELCOME_DISCOUNT, TIME_BONUS_DISCOUNT): 1 to 100. */
export const wholePercentage = (env: NodeJS.ProcessEnv, name: string, fallback: number): number =>
  wholeSetting(env, name, fallback, 100, 'a whole percentage from 1 to 100');

/** A number of hours up to a year (TIME_BONUS_HOURS): a bigger one would be no date at all. */
export const hoursUpToAYear = (env: NodeJS.ProcessEnv, name: string, fallback: number): number =>
  wholeSetting(env, name, fallback, 365 * 24, 'a whole number of hours from 1 to 8760 (a year)');
