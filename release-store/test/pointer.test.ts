import { existsSync, readFileSync, readdirSync, renameSync, writeFileSync, mkdirSync } from 'node:fs';
import * as fs from 'node:fs';
import { dirname, join } from 'node:path';
import { writeFileAtomic, type AtomicFs } from '../src/atomic-write';
import { pointerFile } from '../src/paths';
import { pointerEntry, readPointer, writePointer } from '../src/pointer';
import { scratch } from '../testing/scratch';

const realFs: AtomicFs = {
  openSync: fs.openSync,
  writeSync: (fd, data) => fs.writeSync(fd, data),
  fsyncSync: fs.fsyncSync,
  closeSync: fs.closeSync,
  renameSync: fs.renameSync,
  rmSync: fs.rmSync,
};

describe('the pointer file', () => {
  it('is written as { remotes: { <name>: { version, entry } } } at pointer/production.json', () => {
    const { dir, cleanup } = scratch();
    try {
      writePointer(dir, { remotes: { profile: pointerEntry('profile', '0.1.0-aaaaaaaaaaaa') } });
      expect(JSON.parse(readFileSync(join(dir, 'pointer', 'production.json'), 'utf8'))).toEqual({
        remotes: {
          profile: { version: '0.1.0-aaaaaaaaaaaa', entry: '/remotes/profile/0.1.0-aaaaaaaaaaaa/mf-manifest.json' },
        },
      });
      expect(readPointer(dir).remotes.profile.version).toBe('0.1.0-aaaaaaaaaaaa');
    } finally {
      cleanup();
    }
  });

  it('reads as empty when there is none yet', () => {
    const { dir, cleanup } = scratch();
    try {
      expect(readPointer(dir)).toEqual({ revision: 0, remotes: {} });
    } finally {
      cleanup();
    }
  });

  it('is checked against the contract when read: a damaged one is refused, not taken as empty', () => {
    const { dir, cleanup } = scratch();
    try {
      const put = (json: unknown) => {
        mkdirSync(dirname(pointerFile(dir)), { recursive: true });
        writeFileSync(pointerFile(dir), JSON.stringify(json));
      };
      put({ remotes: { profile: { version: '0.1.0-aaaaaaaaaaaa' } } });
      expect(() => readPointer(dir)).toThrow(/is not a pointer file: .*entry/);
      const canary = { version: 'w', entry: '/f', percent: '5', since: '2026-01-01T00:00:00Z' };
      put({ revision: 3, remotes: { profile: { version: 'v', entry: '/e', canary } } });
      expect(() => readPointer(dir)).toThrow(/is not a pointer file/);
      put({ remotes: { profile: { version: 'v', entry: '/e' } } });
      expect(readPointer(dir)).toEqual({ revision: 0, remotes: { profile: { version: 'v', entry: '/e' } } });
    } finally {
      cleanup();
    }
  });

  it('is replaced by a rename of a flushed temporary file in the same folder', () => {
    const { dir, cleanup } = scratch();
    try {
      const target = pointerFile(dir);
      const renames: Array<[string, string]> = [];
      const fsyncs: number[] = [];
      mkdirSync(dirname(target), { recursive: true });
      writePointer(dir, { remotes: {} }, 'production', {
        ...realFs,
        fsyncSync: (fd) => {
          fsyncs.push(fd);
          fs.fsyncSync(fd);
        },
        renameSync: (from, to) => {
          renames.push([String(from), String(to)]);
          renameSync(from, to);
        },
      });
      expect(renames).toHaveLength(1);
      expect(dirname(renames[0][0])).toBe(dirname(target));
      expect(renames[0][1]).toBe(target);
      expect(fsyncs).toHaveLength(1);
      expect(readdirSync(dirname(target))).toEqual(['production.json']);
    } finally {
      cleanup();
    }
  });

  it('keeps the old pointer intact when a write fails half-way, and cleans up', () => {
    const { dir, cleanup } = scratch();
    try {
      const target = join(dir, 'production.json');
      writeFileSync(target, '{"remotes":{"profile":{"version":"old","entry":"/x"}}}');
      const failing: AtomicFs = {
        ...realFs,
        writeSync: (fd) => {
          fs.writeSync(fd, '{"remotes":{"pro'); // half the data, then the disk fills up
          throw Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });
        },
      };
      expect(() => writeFileAtomic(target, '{"remotes":{}}', failing)).toThrow('ENOSPC');
      expect(readFileSync(target, 'utf8')).toBe('{"remotes":{"profile":{"version":"old","entry":"/x"}}}');
      expect(readdirSync(dir)).toEqual(['production.json']);
    } finally {
      cleanup();
    }
  });

  it('keeps the old pointer when the rename fails', () => {
    const { dir, cleanup } = scratch();
    try {
      const target = join(dir, 'production.json');
      writeFileSync(target, 'old');
      const failing: AtomicFs = {
        ...realFs,
        renameSync: () => {
          throw new Error('EXDEV');
        },
      };
      expect(() => writeFileAtomic(target, 'new', failing)).toThrow('EXDEV');
      expect(readFileSync(target, 'utf8')).toBe('old');
      expect(existsSync(target)).toBe(true);
      expect(readdirSync(dir)).toEqual(['production.json']);
    } finally {
      cleanup();
    }
  });
});
