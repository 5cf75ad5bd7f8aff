import type { ApiRecord } from '@dating/contract';
import { apiVersionProblems, currentApi, readRecordedApi } from '../src/recorded-api';

describe("the singleton packages' versions follow their exports", () => {
  it('the record is what the sources export today, at the versions their package.json files give', () => {
    expect(apiVersionProblems(currentApi(), readRecordedApi())).toEqual([]);
  });

  const recorded: ApiRecord = { '@dating/ui': { version: '0.1.0', names: ['Button', 'Modal'] } };
  const now = (version: string, names: string[]): ApiRecord => ({ '@dating/ui': { version, names } });

  it('refuses a removed export without a breaking version, and an added one without a later version', () => {
    expect(apiVersionProblems(now('0.1.1', ['Button']), recorded)).toEqual([
      '@dating/ui no longer exports Modal: a breaking change needs a version outside ^0.1.0 (0.2.0); ' +
        'then record it: pnpm api:record',
    ]);
    expect(apiVersionProblems(now('0.1.0', ['Button', 'Carousel', 'Modal']), recorded)).toEqual([
      '@dating/ui now exports Carousel: give it a later version than 0.1.0 (0.1.1 or above); ' +
        'then record it: pnpm api:record',
    ]);
  });

  it('accepts the right bump once recorded', () => {
    expect(apiVersionProblems(now('0.2.0', ['Button']), recorded)).toEqual([
      '@dating/ui 0.2.0 differs from its record (0.1.0): then record it: pnpm api:record',
    ]);
    expect(apiVersionProblems(now('0.2.0', ['Button']), now('0.2.0', ['Button']))).toEqual([]);
    expect(apiVersionProblems(now('0.1.1', ['Button', 'Carousel', 'Modal']), recorded)).toHaveLength(1);
  });
});
