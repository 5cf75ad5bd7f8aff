import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * The host's index.html, re-read when the file changes (a rebuild while the server runs is picked up
 * without a restart, and a missing build is reported rather than cached).
 */
export class HostShell {
  private cached: { mtimeMs: number; html: Buffer } | null = null;

  constructor(readonly hostDir: string) {}

  async indexHtml(): Promise<Buffer | null> {
    const file = path.join(this.hostDir, 'index.html');
    try {
      const { mtimeMs } = await stat(file);
      if (this.cached?.mtimeMs !== mtimeMs) this.cached = { mtimeMs, html: await readFile(file) };
      return this.cached.html;
    } catch {
      this.cached = null;
      return null;
    }
  }
}

export const NOT_BUILT_MESSAGE =
  'The site is not built yet: the host build (host/dist) is missing.\n' +
  'Run scripts/start (it builds the host and the remotes), then reload this page.\n';
