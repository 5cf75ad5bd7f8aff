import type { FastifyRequest } from 'fastify';
import { BUCKET_COOKIE, parseBucket, pointerForBucket } from '@dating/release-store';
import type { ObjectStore } from '../objects/object-store';
import { readStorePointer } from './pointer';

type ServedRemotes = ReturnType<typeof pointerForBucket>['remotes'];

/**
 * The version of each remote a visitor is served: their canary bucket decides, as for /remotes.json. Read once per
 * request: the page's head and the page the server draws read the same pointer, once.
 */
export class ServedVersions {
  private readonly ofRequest = new WeakMap<FastifyRequest, Promise<ServedRemotes>>();

  constructor(private readonly store: ObjectStore) {}

  async forRequest(request: FastifyRequest, remote: string): Promise<string | null> {
    let served = this.ofRequest.get(request);
    if (!served) {
      served = this.servedTo(parseBucket(request.cookies?.[BUCKET_COOKIE]));
      this.ofRequest.set(request, served);
    }
    return (await served)[remote]?.version ?? null;
  }

  /** The version most visitors get. */
  async production(remote: string): Promise<string | null> {
    return (await this.servedTo(undefined))[remote]?.version ?? null;
  }

  private async servedTo(bucket: number | undefined): Promise<ServedRemotes> {
    // A store that does not answer: the page goes out without what the version brings rather than not at all.
    const pointer = await readStorePointer(this.store).catch(() => null);
    const remotes = pointer?.remotes ?? {};
    // Without a bucket (a first visit, a crawler) the visitor gets the production version, not a canary.
    return bucket === undefined ? remotes : pointerForBucket({ remotes }, bucket).remotes;
  }
}
