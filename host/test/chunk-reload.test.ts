import { isChunkLoadError, reloadAfterChunkError } from '../src/chunk-reload';

function memoryStorage() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
}

const chunkError = () =>
  Object.assign(new Error('Loading chunk 123 failed.\n(error: /main.abc.js)'), { name: 'ChunkLoadError' });

describe('reload after a failed chunk (docs/product.md §8)', () => {
  it('recognises chunk load failures only', () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk 7 failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
  });

  it('reloads once, then not again within 10 s, then again after', () => {
    const storage = memoryStorage();
    const reload = jest.fn();
    let now = 1_000_000;
    const deps = { storage, reload, now: () => now };
    expect(reloadAfterChunkError(chunkError(), deps)).toBe(true);
    now += 9_999;
    expect(reloadAfterChunkError(chunkError(), deps)).toBe(false);
    now += 1;
    expect(reloadAfterChunkError(chunkError(), deps)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('leaves other errors alone', () => {
    const reload = jest.fn();
    expect(reloadAfterChunkError(new Error('render failed'), { storage: memoryStorage(), reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
