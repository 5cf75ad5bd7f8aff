import { parseArgs } from 'node:util';
import { pathsFromEnv } from '../config';
import { mediaStoresFor } from '../objects/media-stores';
import { s3SettingsFromEnv } from '../objects/s3-settings';
import { openSiteDb } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { DEMO_EMAIL, DEMO_PASSWORD } from './demo';
import { runSeed } from './run-seed';
import { createExtraLogins, extraLoginEmail } from './extra-logins';

const USAGE = `Usage: pnpm --filter @dating/server seed -- [--count N] [--reset] [--seed N] [--batch N] [--avatars N]
  --count    members to create (default 2000)
  --reset    empty every table first (otherwise an existing demo login means: already seeded, do nothing)
  --seed     random seed; the same seed gives the same members (default 20240601)
  --batch    members per insert statement (default 1000)
  --avatars  avatar images per gender in the shared pool (default 60)
  --extra-logins N  also member1@example.com ... memberN@example.com with the demo password (default 0)
Database: DATABASE_URL when set, else PGlite in $DATA_DIR/db (default .data/db).
Photos: the bucket of MEDIA_S3_BUCKET when set (README, production), else $DATA_DIR/media.`;

async function main(): Promise<void> {
  // pnpm passes the '--' separator through; parseArgs would treat everything after it as positional.
  const args = process.argv.slice(2).filter((a) => a !== '--');
  const { values } = parseArgs({
    args,
    options: {
      count: { type: 'string', default: '2000' },
      reset: { type: 'boolean', default: false },
      seed: { type: 'string', default: '20240601' },
      batch: { type: 'string', default: '1000' },
      avatars: { type: 'string', default: '60' },
      'extra-logins': { type: 'string', default: '0' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) return void console.log(USAGE);
  const count = wholeNumber(values.count, 'count', 0);
  const batchSize = wholeNumber(values.batch, 'batch', 1);
  const avatarsPerGender = wholeNumber(values.avatars, 'avatars', 1);
  const seed = wholeNumber(values.seed, 'seed', 0);
  const extraLogins = wholeNumber(values['extra-logins'], 'extra-logins', 0);

  const paths = pathsFromEnv();
  const started = performance.now();
  const { db, kind, close } = await openSiteDb(paths);
  // The same place the server reads photos from: <DATA_DIR>/media, or the bucket of MEDIA_S3_BUCKET.
  const stores = mediaStoresFor(paths.dataDir, s3SettingsFromEnv('MEDIA_S3_BUCKET'), {
    error: (details, message) => console.error(message, details),
  });
  try {
    await migrateToLatest(db);
    console.log(`seeding ${kind === 'pglite' ? `PGlite at ${paths.pgliteDir}` : 'PostgreSQL (DATABASE_URL)'}`);
    console.log(`photos in ${stores.media.location}`);
    const result = await runSeed(db, {
      count,
      reset: values.reset,
      seed,
      batchSize,
      avatarsPerGender,
      media: stores.media,
      log: (l) => console.log(`  ${l}`),
    });
    if (result.skipped) {
      console.log(`already seeded (${result.members} members, demo login exists); use --reset to start over`);
    } else {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(
        `seeded ${result.members} members in ${seconds} s (${Object.entries(result.timings)
          .map(([k, v]) => `${k} ${v} ms`)
          .join(', ')})`,
      );
    }
    await createExtraLogins(db, extraLogins);
    console.log(`demo login: ${DEMO_EMAIL} / ${DEMO_PASSWORD}`);
    if (extraLogins > 0)
      console.log(`also ${extraLoginEmail(1)} ... ${extraLoginEmail(extraLogins)} with the same password`);
  } finally {
    stores.close();
    await close();
  }
}

function wholeNumber(text: string, name: string, min: number): number {
  const n = Number(text);
  if (!Number.isInteger(n) || n < min) {
    console.error(`--${name} must be a whole number of at least ${min}, not '${text}'\n\n${USAGE}`);
    process.exit(2);
  }
  return n;
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
