import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * scripts/lib/count-results.mjs on a jest run stopped at its limit, from its progress lines: a run of several
 * projects (the server's, one per database) runs one file in each, and a file that ended in one project but not in
 * the other is unfinished there.
 */
const SCRIPT = path.resolve(__dirname, '../count-results.mjs');
const run = promisify(execFile);

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'count-results-test-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

test('a file that ended on one database and not on the other is counted unfinished on that one', async () => {
  const file = '/repo/server/test/login.test.ts';
  const lines = [
    { event: 'file-start', file, project: 'pglite' },
    { event: 'file-start', file, project: 'postgresql' },
    { event: 'case', file, project: 'pglite', title: 'logs in', status: 'passed' },
    { event: 'case', file, project: 'postgresql', title: 'logs in', status: 'passed' },
    { event: 'file-end', file, project: 'pglite', passed: 1, failed: 0, crashed: false },
  ];
  await writeFile(path.join(dir, 'server.progress'), lines.map((l) => JSON.stringify(l)).join('\n'));
  // stopped by `timeout` (exit code 124) after 10 s of a 600 s limit
  await writeFile(path.join(dir, 'server.status'), '124 10 600\n');
  await writeFile(path.join(dir, 'server.tests'), `${file}\n`);

  const { stdout, stderr } = await run('node', [SCRIPT, 'jest', dir, 'server']);
  // both runs' passed case; the unfinished file once, on PostgreSQL
  expect(stdout.trim()).toBe('2 1');
  expect(stderr).toContain('did not finish');
  expect(stderr).toContain('(postgresql)');
  expect(stderr).not.toContain('(pglite)');
  expect(stderr).not.toContain('did not start');
});
