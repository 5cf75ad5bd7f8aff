import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { versionDir } from '../src/paths';
import { publishVersion } from '../src/store';
import { scratch, writeFiles } from '../testing/scratch';

describe('publishing into the store', () => {
  it('copies the dist into remotes/<name>/<version>/', () => {
    const { dir, cleanup } = scratch();
    try {
      writeFiles(join(dir, 'dist'), { 'mf-manifest.json': '{"m":1}', 'static/a.js': 'a' });
      const result = publishVersion(join(dir, 'store'), 'profile', '0.1.0-aaaaaaaaaaaa', join(dir, 'dist'));
      expect(result).toEqual({ dir: versionDir(join(dir, 'store'), 'profile', '0.1.0-aaaaaaaaaaaa'), created: true });
      expect(readFileSync(join(result.dir, 'static/a.js'), 'utf8')).toBe('a');
    } finally {
      cleanup();
    }
  });

  it('never overwrites an existing version folder', () => {
    const { dir, cleanup } = scratch();
    try {
      const store = join(dir, 'store');
      writeFiles(join(dir, 'dist'), { 'mf-manifest.json': 'first' });
      const first = publishVersion(store, 'profile', '0.1.0-aaaaaaaaaaaa', join(dir, 'dist'));
      writeFileSync(join(first.dir, 'served-marker'), 'pages are loading from here');

      writeFiles(join(dir, 'dist'), { 'mf-manifest.json': 'second' });
      const second = publishVersion(store, 'profile', '0.1.0-aaaaaaaaaaaa', join(dir, 'dist'));
      expect(second.created).toBe(false);
      expect(readFileSync(join(first.dir, 'mf-manifest.json'), 'utf8')).toBe('first');
      expect(readFileSync(join(first.dir, 'served-marker'), 'utf8')).toBe('pages are loading from here');
    } finally {
      cleanup();
    }
  });

  it('leaves no temporary folder behind', () => {
    const { dir, cleanup } = scratch();
    try {
      writeFiles(join(dir, 'dist'), { 'mf-manifest.json': '{}' });
      publishVersion(join(dir, 'store'), 'chat', '1.0.0-bbbbbbbbbbbb', join(dir, 'dist'));
      expect(readdirSync(join(dir, 'store', 'remotes', 'chat'))).toEqual(['1.0.0-bbbbbbbbbbbb']);
    } finally {
      cleanup();
    }
  });
});
