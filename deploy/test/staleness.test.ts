import { utimesSync } from 'node:fs';
import { join } from 'node:path';
import { scratch, writeFiles } from '@dating/release-store/testing/scratch';
import { isDistStale } from '../src/staleness';

describe('a remote dist is stale', () => {
  it('when its config (with the exposes map) changed after the build, though no source did', () => {
    const { dir, cleanup } = scratch();
    try {
      writeFiles(dir, {
        'src/pages/Page.tsx': 'x',
        'rspack.config.js': 'x',
        'dist/mf-manifest.json': '{}',
      });
      const at = (file: string, seconds: number) => utimesSync(join(dir, file), seconds, seconds);
      for (const file of ['src/pages/Page.tsx', 'rspack.config.js']) at(file, 1_000);
      at('dist/mf-manifest.json', 2_000);
      expect(isDistStale(dir, [])).toBe(false);
      at('rspack.config.js', 3_000);
      expect(isDistStale(dir, [])).toBe(true);
    } finally {
      cleanup();
    }
  });
});
