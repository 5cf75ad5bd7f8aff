import { runApiBench } from './api';
import { runSiteBench } from './site-bench';
import { runFuzzBench } from './fuzz';
import { runLedgerBench } from './ledger';
import { runRealtimeBench } from './realtime';
import { runBuildBench } from './build';
import { runClusterBench } from './cluster-bench';
import { addRow, printTable } from './table';

const PARTS: Record<string, () => Promise<void>> = {
  build: runBuildBench,
  api: runApiBench,
  ledger: runLedgerBench,
  realtime: runRealtimeBench,
  cluster: runClusterBench,
  site: runSiteBench,
  fuzz: runFuzzBench,
};

/**
 * Every part in turn, then one table (figure, target, measured, reference, ratio, result). A part that fails
 * is a failed row, and the others still run. BENCH_ONLY=build|api|ledger|realtime|cluster|site|fuzz runs one
 * part.
 */
async function main(): Promise<void> {
  const only = process.env.BENCH_ONLY;
  for (const [name, run] of Object.entries(PARTS)) {
    if (only && only !== name) continue;
    console.log(`\n==> ${name}`);
    try {
      await run();
    } catch (err) {
      console.error(err);
      addRow({ figure: `${name} bench`, target: 'runs to the end', measured: String(err).slice(0, 120), pass: false });
    }
  }
  printTable();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
