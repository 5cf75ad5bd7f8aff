import { join } from 'node:path';
import { contentHash } from '../src/content-hash';
import { isVersionName, versionName } from '../src/version';
import { scratch, writeFiles } from '../testing/scratch';

describe('version names', () => {
  it('are the package version plus 12 characters of the content hash', () => {
    expect(versionName('0.1.0', 'ab'.repeat(32))).toBe('0.1.0-abababababab');
    expect(isVersionName('0.1.0-abababababab')).toBe(true);
  });

  it('refuse inputs that would not make a safe folder name', () => {
    expect(() => versionName('0.1.0', 'xyz')).toThrow('content hash');
    expect(() => versionName('../1', 'ab'.repeat(32))).toThrow('package version');
    expect(isVersionName('../0.1.0-abababababab')).toBe(false);
  });

  it('follow the content: same files same name, any change a new name', () => {
    const { dir, cleanup } = scratch();
    try {
      const files = { 'remoteEntry.js': 'entry', 'mf-manifest.json': '{}', 'chunks/a.1.js': 'a' };
      writeFiles(join(dir, 'one'), files);
      writeFiles(join(dir, 'two'), files);
      writeFiles(join(dir, 'three'), { ...files, 'chunks/a.1.js': 'a changed' });
      writeFiles(join(dir, 'four'), { ...files, 'chunks/b.2.js': 'extra' });
      const hash = (name: string) => versionName('0.1.0', contentHash(join(dir, name)));
      expect(hash('one')).toBe(hash('two'));
      expect(hash('three')).not.toBe(hash('one'));
      expect(hash('four')).not.toBe(hash('one'));
    } finally {
      cleanup();
    }
  });

  it('notice a renamed file even when the bytes are the same', () => {
    const { dir, cleanup } = scratch();
    try {
      writeFiles(join(dir, 'a'), { 'x.js': 'same' });
      writeFiles(join(dir, 'b'), { 'y.js': 'same' });
      expect(contentHash(join(dir, 'a'))).not.toBe(contentHash(join(dir, 'b')));
    } finally {
      cleanup();
    }
  });
});
