import { pageWindow } from '../src/logic/page-window';
import { widen, type Filters } from '../src/search/filters';

describe('page buttons', () => {
  it('lists every page up to 7', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
  it('beyond 7: first, last, the current page and its neighbours, never more than 7 items', () => {
    expect(pageWindow(1, 25)).toEqual([1, 2, 3, 4, 5, 'gap', 25]);
    expect(pageWindow(2, 25)).toEqual([1, 2, 3, 4, 5, 'gap', 25]);
    expect(pageWindow(10, 25)).toEqual([1, 'gap', 9, 10, 11, 'gap', 25]);
    expect(pageWindow(25, 25)).toEqual([1, 'gap', 21, 22, 23, 24, 25]);
    for (let p = 1; p <= 25; p++) {
      const items = pageWindow(p, 25);
      expect(items.length).toBeLessThanOrEqual(7);
      expect(items).toContain(p);
    }
  });
});

describe('widening a search that found nobody', () => {
  const narrow: Filters = { gender: 'female', country: 'NL', countryregion: 'UT', bucket: '26-35' };
  it('goes from the narrowest filter outwards: age, region, gender, country', () => {
    const steps: string[] = [];
    let f: Filters = narrow;
    for (let step = widen(f); step; step = widen(f)) {
      steps.push(step.labelKey);
      f = { ...f, ...step.patch };
    }
    expect(steps).toEqual([
      'results.widen_age',
      'results.widen_region',
      'results.widen_gender',
      'results.widen_country',
    ]);
    expect(f).toEqual({ gender: '', country: '', countryregion: '', bucket: 'all' });
  });
});
