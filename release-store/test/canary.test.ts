import { inCanary, newBucket, parseBucket, pointerForBucket } from '../src/canary';
import type { Pointer } from '../src/pointer';

describe('canary bucketing', () => {
  it('buckets below the percent get the canary', () => {
    expect(inCanary(0, 10)).toBe(true);
    expect(inCanary(9, 10)).toBe(true);
    expect(inCanary(10, 10)).toBe(false);
    expect(inCanary(99, 99)).toBe(false);
    expect(Array.from({ length: 100 }, (_, b) => b).filter((b) => inCanary(b, 25))).toHaveLength(25);
  });
  it('reads only integer cookies 0..99 and makes new buckets in range', () => {
    expect(parseBucket('0')).toBe(0);
    expect(parseBucket('42')).toBe(42);
    for (const bad of [undefined, '', '100', '-1', '4.5', 'x']) expect(parseBucket(bad)).toBeUndefined();
    for (let i = 0; i < 200; i++) {
      expect(newBucket()).toBeGreaterThanOrEqual(0);
      expect(newBucket()).toBeLessThan(100);
    }
  });
  it('serves each visitor one version per remote and hides canary details', () => {
    const pointer: Pointer = {
      revision: 4,
      remotes: {
        profile: { version: 'a', entry: '/a', canary: { version: 'b', entry: '/b', percent: 50, since: 'now' } },
        chat: { version: 'c', entry: '/c' },
      },
    };
    expect(pointerForBucket(pointer, 10)).toEqual({
      remotes: { profile: { version: 'b', entry: '/b' }, chat: { version: 'c', entry: '/c' } },
    });
    expect(pointerForBucket(pointer, 50)).toEqual({
      remotes: { profile: { version: 'a', entry: '/a' }, chat: { version: 'c', entry: '/c' } },
    });
  });
});
