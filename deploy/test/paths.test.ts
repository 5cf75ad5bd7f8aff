import { join } from 'node:path';
import { REPO_ROOT } from '@dating/release-store';
import { storeRoot } from '../src/paths';

describe('store root', () => {
  it('defaults to .data/store in the repository', () => {
    expect(storeRoot({})).toBe(join(REPO_ROOT, '.data', 'store'));
  });
  it('reads a relative STORE_DIR from where the command was typed, not from deploy/', () => {
    expect(storeRoot({ STORE_DIR: '.data/e2e/store', INIT_CWD: '/work/repo' })).toBe('/work/repo/.data/e2e/store');
  });
  it('keeps an absolute STORE_DIR as it is', () => {
    expect(storeRoot({ STORE_DIR: '/srv/store', INIT_CWD: '/elsewhere' })).toBe('/srv/store');
  });
});
