// pnpm api:record: writes the singleton packages' exports and versions as they are now (recorded-api.ts).
import { apiVersionProblems, currentApi, readRecordedApi, recordApi } from './recorded-api';

const current = currentApi();
// a version that does not say what changed is refused; a record that is only behind is brought up to date
const refused = apiVersionProblems(current, readRecordedApi()).filter((p) => /no longer exports|now exports/.test(p));
if (refused.length) {
  for (const problem of refused) console.error(problem.replace(/; then record it: pnpm api:record$/, ''));
  process.exitCode = 1;
} else {
  recordApi(undefined, current);
  console.log('shared/build/recorded-api.json is up to date');
}
