import type { FastifyRequest } from 'fastify';
import { LANDER_CONTENT_FILE, LanderContent, validate } from '@dating/contract';
import type { ObjectStore } from '../objects/object-store';
import { keptPromise } from '../static/kept-promise';
import type { ServedVersions } from '../static/served-versions';

/**
 * The content of the landers version a visitor is served (their canary bucket decides, as for /remotes.json),
 * read from that version's folder in the store. A version folder never changes, so each is read once; a
 * content file that does not pass the contract is treated as absent (deploy verify refuses such versions).
 */
export class LanderContentStore {
  private readonly byVersion = new Map<string, Promise<LanderContent | null>>();

  constructor(
    private readonly store: ObjectStore,
    private readonly versions: ServedVersions,
  ) {}

  async forRequest(request: FastifyRequest): Promise<LanderContent | null> {
    const version = await this.versions.forRequest(request, 'landers');
    return version ? this.contentOf(version) : null;
  }

  /** Every campaign of the version most visitors get (the sitemap's list). */
  async live(): Promise<LanderContent | null> {
    const version = await this.versions.production('landers');
    return version ? this.contentOf(version) : null;
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
