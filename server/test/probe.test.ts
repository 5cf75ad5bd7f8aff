import { PGlite } from '@electric-sql/pglite';
import { Kysely, sql } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import { fakerDE } from '@faker-js/faker';
import { createAvatar } from '@dicebear/core';
import { lorelei } from '@dicebear/collection';
test('probe', async () => {
  const db = new Kysely<any>({ dialect: new PGliteDialect(await PGlite.create('memory://')) });
  const r = await sql<{ n: number }>`select 1 as n`.execute(db);
  expect(r.rows[0].n).toBe(1);
  expect(fakerDE.person.firstName('female').length).toBeGreaterThan(0);
  expect(createAvatar(lorelei, { seed: 'x' }).toString()).toContain('<svg');
  await db.destroy();
});
