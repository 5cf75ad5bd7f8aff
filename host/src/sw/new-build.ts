import { HOST_BUILD_ID } from './build-id';
import { noteFetchOutcome } from './connectivity';
import { appState, type NewBuild } from './store';

export interface NewBuildCheckOptions {
  fetch?: typeof fetch;
  currentBuildId?: string;
}

async function getJson(fetchImpl: typeof fetch, url: string): Promise<unknown> {
  const res = await fetchImpl(url, {
    cache: 'no-cache',
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
  });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return res.json();
}

/**
 * Asks builds/latest.json which shell build is current; when it is not the running one, reads that build's
 * meta (builds/meta/<buildId>.json: version, build time) and records it in appState.newBuild.
 * Returns the new build or null. Never throws: offline, or a missing file, simply means no news.
 */
export async function checkForNewBuild({
  fetch: fetchImpl = fetch,
  currentBuildId = HOST_BUILD_ID,
}: NewBuildCheckOptions = {}): Promise<NewBuild | null> {
  try {
    let latest: { buildId?: unknown };
    try {
      latest = (await getJson(fetchImpl, '/builds/latest.json')) as { buildId?: unknown };
      noteFetchOutcome(true);
    } catch (err) {
      // fetch rejects (TypeError) only when no answer came at all: no connection.
      if (err instanceof TypeError) noteFetchOutcome(false);
      return null;
    }
    if (
      typeof latest?.buildId !== 'string' ||
      !/^[\w-]{1,64}$/.test(latest.buildId) ||
      latest.buildId === currentBuildId
    )
      return null;
    if (appState.newBuild?.buildId === latest.buildId) return appState.newBuild;
    let meta: NewBuild = { buildId: latest.buildId };
    try {
      const body = (await getJson(fetchImpl, `/builds/meta/${latest.buildId}.json`)) as Partial<NewBuild>;
      meta = {
        buildId: latest.buildId,
        version: typeof body.version === 'string' ? body.version : undefined,
        builtAt: typeof body.builtAt === 'string' ? body.builtAt : undefined,
      };
    } catch {
      // The marker alone is enough to know a release is out.
    }
    appState.newBuild = meta;
    return meta;
  } catch {
    return null;
  }
}
