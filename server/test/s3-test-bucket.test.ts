/**
 * @database-independent
 * Its subject is the tests' S3 server: the PGlite run leaves it to PostgreSQL's, when there is one
 * (test/skip-database-independent.js).
 */
import { startTestBucket } from './helpers/s3-bucket';

/**
 * The S3 the bucket tests run against answers as S3 does while an object is written (helpers/s3rver-atomic.ts): a
 * reader polling a pointer that a deploy rewrites reads the old pointer or the new one, whole, never part of one.
 */
test('a GET while the same key is PUT reads the old object or the new one, whole', async () => {
  const bucket = await startTestBucket();
  try {
    // versions of different lengths, as a pointer's revision and remotes make them
    const versions = Array.from({ length: 60 }, (_, i) => JSON.stringify({ revision: i, pad: 'x'.repeat(i * 37) }));
    await bucket.put('pointer.json', versions[0]!);
    const read: string[] = [];
    let writing = true;
    const reader = (async () => {
      while (writing) read.push((await bucket.read('pointer.json'))!.toString('utf8'));
    })();
    for (const version of versions.slice(1)) await bucket.put('pointer.json', version);
    writing = false;
    await reader;
    expect(read.length).toBeGreaterThan(0);
    expect(read.filter((text) => !versions.includes(text))).toEqual([]);
  } finally {
    await bucket.close();
  }
});
