import { runApiBench } from './api';
import { runSiteBench } from './site-bench';

/** BENCH_ONLY=api|site runs one half. */
async function main(): Promise<void> {
  const only = process.env.BENCH_ONLY;
  if (only !== 'site') await runApiBench();
  if (only !== 'api') await runSiteBench();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
