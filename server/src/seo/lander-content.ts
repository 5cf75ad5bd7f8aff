import type { FastifyRequest } from 'fastify';
import { LANDER_CONTENT_FILE, LanderContent, validate } from '@dating/contract';
import { BUCKET_COOKIE, parseBucket, pointerForBucket } from '@dating/deploy';
import type { ObjectStore } from '../objects/object-store';
import { keptPromise } from '../static/kept-promise';
import { readStorePointer } from '../static/pointer';

/**
 * The content of the landers version a visitor is served (their canary bucket decides, as for /remotes.json),
 * read from that version's folder in the store. A version folder never changes, so each is read once; a
 * content file that does not pass the contract is treated as absent (deploy verify refuses such versions).
 */
export class LanderContentStore {
  private readonly byVersion = new Map<string, Promise<LanderContent | null>>();
  private readonly versionOfRequest = new WeakMap<FastifyRequest, Promise<string | null>>();

  constructor(private readonly store: ObjectStore) {}

  async forRequest(request: FastifyRequest): Promise<LanderContent | null> {
    const version = await this.versionForRequest(request);
    return version ? this.contentOf(version) : null;
  }

  /**
   * The landers version the visitor is served: their canary bucket decides, as for /remotes.json. Asked once per
   * request: the page's head and the page the server draws read the same pointer, once.
   */
  versionForRequest(request: FastifyRequest): Promise<string | null> {
    let version = this.versionOfRequest.get(request);
    if (!version) {
      version = this.versionFor(parseBucket(request.cookies?.[BUCKET_COOKIE]));
      this.versionOfRequest.set(request, version);
    }
    return version;
  }

  /** Every campaign of the version most visitors get (the sitemap's list). */
  async live(): Promise<LanderContent | null> {
    const version = await this.versionFor(undefined);
    return version ? this.contentOf(version) : null;
  }

  private async versionFor(bucket: number | undefined): Promise<string | null> {
    // A store that does not answer: the page goes out without campaign content rather than not at all.
    const pointer = await readStorePointer(this.store).catch(() => null);
    const remotes = pointer?.remotes ?? {};
    // Without a bucket (a first visit, a crawler) the visitor gets the production version, not a canary.
    const served = bucket === undefined ? remotes : pointerForBucket({ remotes }, bucket).remotes;
    return served.landers?.version ?? null;
  }

  /** A version's content; null when it has none, or none that passes the contract. */
  contentOf(version: string): Promise<LanderContent | null> {
    return keptPromise(this.byVersion, version, () => this.read(version)).catch(() => null);
  }

  private async read(version: string): Promise<LanderContent | null> {
    const text = await this.store.read(`remotes/landers/${version}/${LANDER_CONTENT_FILE}`);
    if (!text) return null;
    try {
      const [error, content] = validate(JSON.parse(text.toString('utf8')), LanderContent);
      return error ? null : content;
    } catch {
      return null;
    }
  }
}
