import { userInfo } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  BucketDeployStore,
  checkHost,
  openDeployStore,
  promote,
  REPO_ROOT,
  rollback,
  s3SettingsFromEnv,
  status,
  type DeployStore,
  type OpResult,
} from '@dating/release-store';
import { publishAll } from './publish-all';
import { storeRoot } from './paths';
import { publishRemote } from './publish-remote';

const USAGE = `usage: pnpm deploy:remote <command> [options]

commands:
  publish-all                       build stale remotes, publish each, point production at them (scripts/start)
  publish REMOTE                    build REMOTE and copy it into <store>/remotes/REMOTE/VERSION/ (never overwrites)
  promote REMOTE VERSION            verify, then switch the pointer (compare-and-swap)
          [--canary PERCENT]        serve VERSION to PERCENT % of visitors only (stable per visitor)
  promote REMOTE --full             make the running canary the live version for everyone
  rollback REMOTE [--to VERSION]    stop a canary, or go back to the previous known-good (or any stored) version
  check-host                        before a host deploy: does the host build provide what every live remote
                                    (canaries too) needs? refuses with what is missing
  status                            what is live in each environment and which versions are stored
  history [REMOTE]                  who changed what, when, from -> to, and why

options: --env ENV (default production)  --by NAME (default $USER)  --reason TEXT
         --url ORIGIN (check the assets over HTTP, e.g. http://127.0.0.1:8080)  --json
         --host DIR (the live host's build, whose provides.json a version must fit; default host/dist)
         --force (an emergency: go ahead although a version does not fit the host; written to the history)
         --bucket NAME (the store is this S3-compatible bucket; default $STORE_S3_BUCKET)

store: ${storeRoot()} (STORE_DIR overrides), or the bucket of --bucket / STORE_S3_BUCKET, reached as the server
       reaches it: S3_ENDPOINT, S3_REGION, S3_FORCE_PATH_STYLE, credentials from the AWS SDK's default chain.
       publish-all (scripts/start's local store) writes the folder only.`;

function report(result: OpResult): number {
  if (result.ok) {
    console.log(result.message);
    for (const p of result.problems) console.log(`  forced past: ${p}`);
    return 0;
  }
  console.error(`refused: ${result.message}; the pointer is unchanged`);
  for (const p of result.problems) if (p !== result.message) console.error(`  - ${p}`);
  return 1;
}

const parse = (argv: string[]) =>
  parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      env: { type: 'string', default: 'production' },
      by: { type: 'string' },
      reason: { type: 'string' },
      url: { type: 'string' },
      to: { type: 'string' },
      canary: { type: 'string' },
      full: { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
      bucket: { type: 'string' },
      host: { type: 'string' },
      force: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });

async function main(argv: string[]): Promise<number> {
  const args = parse(argv);
  const { values } = args;
  const bucket = s3SettingsFromEnv('STORE_S3_BUCKET', {
    ...process.env,
    ...(values.bucket !== undefined ? { STORE_S3_BUCKET: values.bucket } : {}),
  });
  const store = openDeployStore(storeRoot(), bucket);
  try {
    return await run(args, store);
  } finally {
    store.close();
  }
}

async function run({ values, positionals }: ReturnType<typeof parse>, store: DeployStore): Promise<number> {
  const [command, remote, version] = positionals;
  const ctx = {
    store,
    env: values.env,
    by: values.by ?? process.env.USER ?? userInfo().username,
    baseUrl: values.url,
    hostDir: values.host ?? join(REPO_ROOT, 'host', 'dist'),
    force: values.force,
  };
  const needRemote = () => {
    if (!remote) throw new Error(`${command} needs a REMOTE`);
    return remote;
  };
  switch (command) {
    case 'publish-all':
      if (store instanceof BucketDeployStore) throw new Error('publish-all writes the local folder store only');
      return publishAll().some((o) => o.error) ? 1 : 0;
    case 'publish': {
      const r = await publishRemote(needRemote(), { store });
      console.log(
        `${remote} ${r.version} ${r.created ? 'published' : 'already in the store (unchanged build)'} at ${r.dir}`,
      );
      console.log(`next: pnpm deploy:remote promote ${remote} ${r.version}`);
      return 0;
    }
    case 'promote':
      return report(
        await promote(ctx, {
          remote: needRemote(),
          version,
          full: values.full,
          canary: values.canary !== undefined ? Number(values.canary) : undefined,
          reason: values.reason,
        }),
      );
    case 'rollback':
      return report(await rollback(ctx, { remote: needRemote(), to: values.to, reason: values.reason }));
    case 'check-host':
      return report(await checkHost({ ...ctx, reason: values.reason }));
    case 'status': {
      const s = await status(store);
      if (values.json) console.log(JSON.stringify(s, null, 2));
      else
        for (const [env, rows] of Object.entries(s)) {
          console.log(`${env}:`);
          for (const r of rows) {
            const canary = r.canary
              ? `  canary ${r.canary.version} @ ${r.canary.percent}% since ${r.canary.since}`
              : '';
            const stored = `[${r.available.length} stored: ${r.available.slice(-3).join(', ')}]`;
            console.log(`  ${r.remote.padEnd(9)} ${r.version ?? '(not live)'}${canary}  ${stored}`);
          }
        }
      return 0;
    }
    case 'history': {
      const entries = await store.readHistory({ remote, env: values.env });
      if (values.json) console.log(JSON.stringify(entries, null, 2));
      else
        for (const e of entries)
          console.log(
            `${e.at}  ${e.env}  ${e.remote.padEnd(9)} ${e.action.padEnd(13)} ${e.from ?? '-'} -> ${e.to ?? '-'}  ` +
              `by ${e.by}${e.reason ? `  (${e.reason})` : ''}` +
              (e.forced ? `  FORCED past: ${e.forced.join('; ')}` : ''),
          );
      return 0;
    }
    default:
      console.error(USAGE);
      return command && !values.help ? 2 : 0;
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (err: Error) => {
    console.error(err.message);
    process.exitCode = 1;
  },
);
