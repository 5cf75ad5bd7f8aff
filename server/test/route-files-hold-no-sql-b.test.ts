/**
 * @database-independent
 * It reads source files and opens no database.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROUTES_DIR = join(__dirname, '../src/routes');

/** The route files whose queries moved into the domain modules in this half of issue 31. */
const MOVED = [
  'notification-unsubscribe.ts',
  'orders.ts',
  'page-hidden.ts',
  'password-change.ts',
  'password-reset.ts',
  'profile.ts',
  'push.ts',
  'remote-error.ts',
  'signup.ts',
  'user.ts',
  'xcams.ts',
];

/** What a query looks like in this code base: Kysely's builders, the sql tag, a raw query on a connection. */
const SQL_PATTERNS: Record<string, RegExp> = {
  'a Kysely query builder': /\.(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto|selectNoFrom)\s*\(/,
  'a Kysely execution': /\.(execute|executeTakeFirst|executeTakeFirstOrThrow|stream)\s*\(/,
  'the sql template tag': /\bsql\s*(<[^`]*>)?\s*`|\bsql\.(raw|ref|lit|id|join|table|val)\s*\(/,
  'a raw query on a connection': /\.query\s*\(/,
  "kysely's sql import": /import\s*\{[^}]*\bsql\b[^}]*\}\s*from\s*'kysely'/,
};

function sqlIn(source: string): string[] {
  return Object.entries(SQL_PATTERNS)
    .filter(([, pattern]) => pattern.test(source))
    .map(([what]) => what);
}

test.each(MOVED)('routes/%s holds no SQL: its queries are in the domain modules', (file) => {
  expect(sqlIn(readFileSync(join(ROUTES_DIR, file), 'utf8'))).toEqual([]);
});

test('the check finds each kind of query it looks for', () => {
  expect(sqlIn("await db.selectFrom('members').select('id')")).toContain('a Kysely query builder');
  expect(sqlIn("db\n  .updateTable('likes')")).toContain('a Kysely query builder');
  expect(sqlIn('await query.executeTakeFirst();')).toContain('a Kysely execution');
  expect(sqlIn('sql<boolean>`not exists (select 1)`')).toContain('the sql template tag');
  expect(sqlIn("sql.raw('now()')")).toContain('the sql template tag');
  expect(sqlIn("await client.query('select 1')")).toContain('a raw query on a connection');
  expect(sqlIn("import { sql } from 'kysely';")).toContain("kysely's sql import");
  expect(sqlIn('registerEndpoint(app, getUser, async ({ query }) => query.id);')).toEqual([]);
});
