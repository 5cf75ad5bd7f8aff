import { pageWindow } from '../src/logic/page-window';
import { pageCount, widen, type Filters } from '../src/search/filters';

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

describe('a count the server stopped (num_results_capped)', () => {
  it('offers at least one page past the members counted', () => {
    expect(pageCount({ num_results: 1000 })).toBe(84);
    expect(pageCount({ num_results: 1008, num_results_capped: false })).toBe(84);
    // more than 1,008: a member on page 85 at least
    expect(pageCount({ num_results: 1008, num_results_capped: true })).toBe(85);
    expect(pageCount({ num_results: 0 })).toBe(1);
  });
  it('shows no last page, only a gap for the pages beyond', () => {
    expect(pageWindow(1, 84, true)).toEqual([1, 2, 3, 4, 5, 'gap']);
    expect(pageWindow(40, 84, true)).toEqual([1, 'gap', 39, 40, 41, 'gap']);
    expect(pageWindow(85, 85, true)).toEqual([1, 'gap', 84, 85, 'gap']);
    for (let p = 1; p <= 90; p++) {
      const items = pageWindow(p, Math.max(p, 84), true);
      expect(items.length).toBeLessThanOrEqual(7);
      expect(items).toContain(p);
      expect(items.at(-1)).toBe('gap');
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
