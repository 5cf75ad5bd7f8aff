import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { LANDER_CONTENT_FILE, LanderContent, validate, type Pointer } from '@dating/contract';
import { BUCKET_COOKIE, parseBucket, pointerForBucket } from '@dating/deploy';

/**
 * The content of the landers version a visitor is served (their canary bucket decides, as for /remotes.json),
 * read from that version's folder in the store. A version folder never changes, so each is read once; a
 * content file that does not pass the contract is treated as absent (deploy verify refuses such versions).
 */
export class LanderContentStore {
  private readonly byVersion = new Map<string, Promise<LanderContent | null>>();

  constructor(private readonly storeDir: string) {}

  async forRequest(request: FastifyRequest): Promise<LanderContent | null> {
    const version = await this.versionFor(parseBucket(request.cookies?.[BUCKET_COOKIE]));
    return version ? this.contentOf(version) : null;
  }

  /** Every campaign of the version most visitors get (the sitemap's list). */
  async live(): Promise<LanderContent | null> {
    const version = await this.versionFor(undefined);
    return version ? this.contentOf(version) : null;
  }

  private async versionFor(bucket: number | undefined): Promise<string | null> {
    let pointer: Pointer;
    try {
      pointer = JSON.parse(await readFile(path.join(this.storeDir, 'pointer', 'production.json'), 'utf8')) as Pointer;
    } catch {
      return null;
    }
    const remotes = pointer.remotes ?? {};
    // Without a bucket (a first visit, a crawler) the visitor gets the production version, not a canary.
    const served = bucket === undefined ? remotes : pointerForBucket({ remotes }, bucket).remotes;
    return served.landers?.version ?? null;
  }

  private contentOf(version: string): Promise<LanderContent | null> {
    let content = this.byVersion.get(version);
    if (!content) {
      content = this.read(version);
      this.byVersion.set(version, content);
    }
    return content;
  }

  private async read(version: string): Promise<LanderContent | null> {
    try {
      const file = path.join(this.storeDir, 'remotes', 'landers', version, LANDER_CONTENT_FILE);
      const [error, content] = validate(JSON.parse(await readFile(file, 'utf8')), LanderContent);
      return error ? null : content;
    } catch {
      return null;
    }
  }
}
