/**
 * @database-independent
 * It reads the route files as text; no server, no database.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROUTES_DIR = path.join(__dirname, '../src/routes');

/** What a query looks like in this code base: Kysely's builders, the sql tag, and running a statement. */
const SQL_PATTERNS: readonly RegExp[] = [
  /\.\s*(selectFrom|selectNoFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto)\s*\(/,
  /\bsql\s*(<[^>]*>)?\s*`/,
  /\bsql\s*\.\s*(raw|ref|lit|id|table|join|val)\s*\(/,
  /\.\s*(query|execute|executeTakeFirst|executeTakeFirstOrThrow|transaction|connection)\s*\(/,
];

/** The lines of a source that hold SQL, as `<line number>: <line>`. */
function sqlLinesOf(source: string): string[] {
  return source
    .split('\n')
    .flatMap((line, i) => (SQL_PATTERNS.some((pattern) => pattern.test(line)) ? [`${i + 1}: ${line.trim()}`] : []));
}

const routeFiles = readdirSync(ROUTES_DIR).filter((name) => name.endsWith('.ts'));
const sqlLinesOfFile = (name: string) => sqlLinesOf(readFileSync(path.join(ROUTES_DIR, name), 'utf8'));

test('route plugins leave their queries to the domain modules (docs/architecture.md, Backend rules)', () => {
  const offenders = routeFiles.flatMap((name) => sqlLinesOfFile(name).map((line) => `src/routes/${name}:${line}`));
  expect(offenders).toEqual([]);
});

test.each([
  ['a Kysely builder', `const row = await db.selectFrom('members').select('id')`],
  ['a builder on its own line', `    .insertInto('likes')`],
  ['an update', `await trx.updateTable('members').set({ x })`],
  ['a delete', `db.deleteFrom('blocks')`],
  ['the sql tag', 'await sql`select pg_advisory_xact_lock(${a}, ${b})`.execute(trx);'],
  ['a typed sql tag', 'const n = sql<string>`count(*)`'],
  ['a raw fragment', `sql.raw('now()')`],
  ['running a statement on a connection', `await client.query('select 1')`],
  ['a transaction', `db.transaction().execute(async (trx) => {`],
])('the check sees %s', (_kind, line) => {
  expect(sqlLinesOf(line)).toHaveLength(1);
});

test.each([
  ['a route reading its query string', `const id = (request.query as Record<string, string>).id;`],
  ['a domain call', `const row = await readyExportOf(db, id, memberId);`],
  ['the word in prose', `// the sql of the likes lives in src/likes`],
])('the check passes %s', (_kind, line) => {
  expect(sqlLinesOf(line)).toEqual([]);
});
