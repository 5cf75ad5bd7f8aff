import { runApiBench } from './api';
import { runSiteBench } from './site-bench';
import { runFuzzBench } from './fuzz';
import { runLedgerBench } from './ledger';
import { runRealtimeBench } from './realtime';

/** BENCH_ONLY=api|ledger|realtime|site|fuzz runs one part. */
async function main(): Promise<void> {
  const only = process.env.BENCH_ONLY;
  if (!only || only === 'api') await runApiBench();
  if (!only || only === 'ledger') await runLedgerBench();
  if (!only || only === 'realtime') await runRealtimeBench();
  if (!only || only === 'site') await runSiteBench();
  if (!only || only === 'fuzz') await runFuzzBench();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
