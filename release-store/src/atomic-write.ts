import { closeSync, fsyncSync, openSync, renameSync, rmSync, writeSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

/** The file operations used, injectable so a test can make one fail half-way. */
export interface AtomicFs {
  openSync: typeof openSync;
  writeSync: (fd: number, data: string) => number;
  fsyncSync: typeof fsyncSync;
  closeSync: typeof closeSync;
  renameSync: typeof renameSync;
  rmSync: typeof rmSync;
}

const nodeFs: AtomicFs = {
  openSync,
  writeSync: (fd, data) => writeSync(fd, data),
  fsyncSync,
  closeSync,
  renameSync,
  rmSync,
};

/**
 * Writes a file so readers see the old content or the new, never a half-written one: the data goes to a
 * temporary file in the same folder (same file system, so rename is atomic), is flushed to disk, and is
 * renamed over the target. On any failure the temporary file is removed and the target left as it was.
 */
export function writeFileAtomic(path: string, data: string, fs: AtomicFs = nodeFs): void {
  const temp = join(dirname(path), `.${basename(path)}.${process.pid}.${Date.now()}.tmp`);
  try {
    const fd = fs.openSync(temp, 'w');
    try {
      fs.writeSync(fd, data);
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    fs.renameSync(temp, path);
  } catch (err) {
    fs.rmSync(temp, { force: true });
    throw err;
  }
}
