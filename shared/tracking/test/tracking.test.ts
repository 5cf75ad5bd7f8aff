import {
  captureTracking,
  keptLanderVisit,
  rememberLanderVisit,
  trackingFromUrl,
  KEPT_MAX_AGE_MS,
  type TrackingEnv,
} from '../src';

describe('tracking data', () => {
  const env = (url: string, now = 1_000_000): TrackingEnv & { store: Map<string, string>; jar: string[] } => {
    const store = new Map<string, string>();
    const jar: string[] = [];
    return {
      url,
      now,
      store,
      jar,
      storage: { getItem: (k) => store.get(k) ?? null, setItem: (k, v) => void store.set(k, v) },
      cookie: { get: () => jar.map((c) => c.split(';')[0]).join('; '), set: (v) => void jar.push(v) },
    };
  };
  it('reads network, ref and sub1-3 from the landing URL', () => {
    expect(trackingFromUrl('https://x.test/signup?network=ads&ref=7&sub1=a&sub2=b&sub3=c&other=1')).toEqual({
      network: 'ads',
      ref: '7',
      sub1: 'a',
      sub2: 'b',
      sub3: 'c',
    });
    expect(trackingFromUrl('https://x.test/signup?q=1')).toBeNull();
  });
  it('keeps it in local storage and a 30-day cookie, and reads it back later', () => {
    const first = env('https://x.test/?network=ads');
    expect(captureTracking(first)).toEqual({ network: 'ads' });
    expect(first.jar[0]).toContain(`Max-Age=${KEPT_MAX_AGE_MS / 1000}`);
    const later = { ...first, url: 'https://x.test/signup', now: first.now + 1000 };
    expect(captureTracking(later)).toEqual({ network: 'ads' });
    // the cookie alone is enough
    first.store.clear();
    expect(captureTracking(later)).toEqual({ network: 'ads' });
    // and expires after 30 days
    expect(captureTracking({ ...later, now: first.now + KEPT_MAX_AGE_MS + 1 })).toBeNull();
  });
});

describe('lander visit', () => {
  const env = () => {
    const store = new Map<string, string>();
    return {
      now: 5_000,
      store,
      storage: {
        getItem: (k: string) => store.get(k) ?? null,
        setItem: (k: string, v: string) => void store.set(k, v),
      },
      cookie: { get: () => '', set: () => undefined },
    };
  };
  it('is kept with its version, and a malformed one reads as none', () => {
    const e = env();
    rememberLanderVisit({ page: 'landers/video/summer', version: '0.1.0-abc' }, e);
    expect(keptLanderVisit(e)).toEqual({ page: 'landers/video/summer', version: '0.1.0-abc' });
    e.store.set('lander-visit', JSON.stringify({ data: { page: 7 }, expires: 10_000 }));
    expect(keptLanderVisit(e)).toBeNull();
  });
});
