/**
 * @database-independent
 * Its subject is input validation (the database errors bad input once caused are bad-input.test.ts, run on both): the
 * PGlite run leaves it to PostgreSQL's, when there is one (test/skip-database-independent.js).
 */
import dns from 'node:dns/promises';
import { writeFileSync } from 'node:fs';
import fc from 'fast-check';
import * as contract from '@dating/contract';
import type { AnyEndpoint } from '@dating/contract';
import { startTestApp, type TestApp } from './helpers/test-app';
import { createMember } from './helpers/members';
import { ERROR_CODES, FIELD_CODES } from '../src/http/error-codes';
import { fixedQueryValue } from '../src/http/fixed-query-constraint';
import { fuzzCases, type FuzzCase, type SessionKind } from './fuzz-requests';
import type { SampleHints } from './fuzz-values';

/**
 * Fuzzing every endpoint of the contract (issue 10): hostile values in every field, wrong types, missing and
 * extra fields, bodies that are no JSON or nest thousands deep, wrong methods and content types, as a
 * visitor, a member or an expired session. Bad input is the client's: never a 5xx, never a stack trace or
 * SQL in the answer, and every error names a code the browser has a text for.
 *
 * FUZZ_RUNS requests (default 3,000; scripts/bench runs more), FUZZ_SEED picks them (fixed by default, so a
 * failure comes back on the next run). FUZZ_REPORT: a file to write the count and status histogram to.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 3_000);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_110);
const VISITOR_CSRF = 'fuzz-visitor-csrf-token';

/** What an answer must never show: a stack frame, SQL or database wording, a path into the server's files. */
const LEAKS = [
  /\n\s+at \S/,
  /\bat \S+ \(\S+:\d+:\d+\)/,
  /\bSELECT\b/,
  /\bINSERT INTO\b/,
  /syntax error/i,
  /\brelation "/,
  /node_modules/,
  /\/src\/\S+\.ts/,
  /\b(Type|Range|Reference|Syntax)Error\b/,
];

const isEndpoint = (value: unknown): value is AnyEndpoint =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'response' in value;
const endpoints = Object.values(contract).filter(isEndpoint);

let t: TestApp;
let member: { id: number; email: string; password: string };
let memberCookies = new Map<string, string>();
let hints: SampleHints;
const statuses = new Map<number, number>();
const restore: (() => void)[] = [];

async function logIn(): Promise<void> {
  // The valid sample of mail_change.php moves the (never activated) fuzz member to the sample address.
  const { email, deleted } = await t.db
    .selectFrom('members')
    .select(['email', 'deleted'])
    .where('id', '=', member.id)
    .executeTakeFirstOrThrow();
  member.email = email;
  // The valid sample of delete_account.php carries the fuzz member's password: a new member takes its place.
  if (deleted) member = await createMember(t.db, { email: 'fuzz-member@example.com' });
  const c = t.client();
  const res = await c.login(member.email, member.password);
  if (res.status !== 200) throw new Error(`fuzz member cannot log in: ${res.status} ${res.text}`);
  memberCookies = new Map(c.cookies);
}

beforeAll(async () => {
  // Nothing here may leave 127.0.0.1: a push endpoint's host is never looked up, and none is allowed.
  const lookup = jest.spyOn(dns, 'lookup').mockRejectedValue(new Error('the fuzz suite makes no DNS lookups'));
  const hosts = process.env.PUSH_SERVICE_HOSTS;
  process.env.PUSH_SERVICE_HOSTS = 'push.fuzz.invalid';
  restore.push(
    () => lookup.mockRestore(),
    () => (hosts === undefined ? delete process.env.PUSH_SERVICE_HOSTS : (process.env.PUSH_SERVICE_HOSTS = hosts)),
  );
  // Limits high enough that most requests reach the handler instead of a 429.
  t = await startTestApp({
    devTools: true,
    loginRateLimit: { max: 100_000, windowMs: 60_000 },
    remoteErrorRateLimit: 100_000,
    signup: { smtpUrl: undefined, validateEmailRateLimit: { max: 100_000, windowMs: 60_000 } },
  });
  member = await createMember(t.db, { email: 'fuzz-member@example.com' });
  const other = await createMember(t.db, { email: 'fuzz-other@example.com', gender: 'male' });
  await logIn();
  const ids = [other.id, member.id];
  hints = {
    byKey: {
      email: ['fuzz-visitor@example.com'],
      name: ['Fuzz'],
      password: ['secret-pass'],
      // an address literal: the push guard refuses it without a lookup
      endpoint: ['https://127.0.0.1/push'],
      p256dh: ['BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM'],
      auth: ['tBHItJI5svbpez7KI4CCXg'],
      expirationTime: [null],
      date_of_birth: ['1990-04-12'],
      country: ['NL'],
      countryregion: ['NH'],
      city: ['Amsterdam'],
      gender: ['female'],
      personal: ['Hello'],
      details: [{ smoking: 'never' }],
      lat: ['52.37'],
      lon: ['4.89'],
      profile: ids,
      id: ids,
      conversation: [1],
      min_age: [18],
      max_age: [40],
      page: [1],
      pp: [12],
      remote: ['profile'],
      version: ['1.0.0'],
      phase: ['load'],
      language: ['en'],
      timezone: ['Europe/Amsterdam'],
      form_path: ['/signup'],
      text: ['hello'],
      flow: ['profile-search'],
    },
    fallback: ['x', 1, true, false, null, '1', ''],
  };
});

afterAll(async () => {
  await t?.close();
  for (const undo of restore) undo();
});

/** Whether the server has a handler for the call yet (see contract-coverage.test.ts for those it has not). */
const isBuilt = (e: AnyEndpoint) =>
  t.app.hasRoute({
    method: e.method,
    url: e.path,
    ...(e.fixedQuery ? { constraints: { fixedQuery: fixedQueryValue(e.fixedQuery) } } : {}),
  });

function cookiesOf(session: SessionKind): Map<string, string> {
  if (session === 'member') return memberCookies;
  if (session === 'visitor') return new Map([['csrf', VISITOR_CSRF]]);
  if (session === 'expired')
    return new Map([
      ['sid', 'f'.repeat(64)],
      ['csrf', VISITOR_CSRF],
    ]);
  return new Map();
}

async function send(c: FuzzCase): Promise<{ status: number; text: string; headers: Headers }> {
  const cookies = cookiesOf(c.session);
  const headers: Record<string, string> = { accept: 'application/json', 'x-package-name': '@dating/server-fuzz' };
  if (cookies.size) headers.cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const csrf = cookies.get('csrf');
  if (c.csrf && csrf) headers['x-csrf-token'] = csrf;
  if (c.contentType) headers['content-type'] = c.contentType;
  // GET and HEAD carry no body; fetch's types take bytes as a Blob.
  const bytes = c.method === 'GET' || c.method === 'HEAD' ? undefined : c.body;
  const body = bytes instanceof Uint8Array ? new Blob([bytes as Uint8Array<ArrayBuffer>]) : bytes;
  const res = await fetch(t.baseUrl + c.url, { method: c.method, headers, body, redirect: 'manual' });
  return { status: res.status, text: await res.text(), headers: res.headers };
}

/** Why an answer to bad input is wrong, or null when it is fine. */
function fault(status: number, text: string, headers: Headers): string | null {
  if (status >= 500) return `answered ${status}`;
  if (status < 400) return null;
  const leak = LEAKS.find((re) => re.test(text));
  if (leak) return `the answer shows ${leak}`;
  // HEAD answers carry no body
  if (!text || !(headers.get('content-type') ?? '').includes('application/json')) return null;
  let body: { error?: string; fields?: Record<string, { code: string }> };
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    return 'the answer is not the JSON it claims to be';
  }
  if (!(ERROR_CODES as readonly string[]).includes(body.error ?? '')) return `unknown error code ${body.error}`;
  const unknownField = Object.values(body.fields ?? {}).find((f) => !(FIELD_CODES as string[]).includes(f.code));
  return unknownField ? `unknown field code ${unknownField.code}` : null;
}

test(
  `every endpoint of the contract, ${RUNS} hostile requests: no 5xx, no stack trace or SQL`,
  async () => {
    expect(endpoints.length).toBeGreaterThan(20);
    const started = performance.now();
    await fc.assert(
      fc.asyncProperty(fuzzCases(endpoints, hints, isBuilt), async (c) => {
        const { status, text, headers } = await send(c);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        // A logout, or a session the server ended: the member logs in again for the next case.
        const sessionChanged =
          headers.getSetCookie().some((h) => h.startsWith('sid=')) || text.includes('session_expired');
        if (c.session === 'member' && sessionChanged) await logIn();
        const problem = fault(status, text, headers);
        if (problem) throw new Error(`${c.method} ${c.url.slice(0, 200)}: ${problem}\n${text.slice(0, 500)}`);
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    const seconds = (performance.now() - started) / 1000;
    const histogram = [...statuses].sort(([a], [b]) => a - b);
    const total = histogram.reduce((sum, [, n]) => sum + n, 0);
    console.log(
      `fuzz: ${total} requests (seed ${SEED}) in ${seconds.toFixed(1)} s; by status: ` +
        histogram.map(([status, n]) => `${status} ×${n}`).join(', '),
    );
    if (process.env.FUZZ_REPORT) {
      writeFileSync(
        process.env.FUZZ_REPORT,
        JSON.stringify({ requests: total, seconds, seed: SEED, statuses: histogram }),
      );
    }
    expect(total).toBe(RUNS);
  },
  Math.max(600_000, RUNS * 100),
);
