import { screen, waitFor } from '@testing-library/react';
import { createApiClient, setApi, useApiQuery, useSettings } from '@dating/api-client';
import { getRegions } from '@dating/contract';
import { RemoteModule } from '../../src/federation/RemoteModule';
import { setRemoteLoader } from '../../src/federation/federation';
import { fakeLoader } from '../helpers/fake-loader';
import { renderWithShell } from '../helpers/render';

/** The X-Package-Name of every call the page makes, in order, as the server would read it. */
function recordPackageNames(): string[] {
  const names: string[] = [];
  const fetchAndRecord = (async (url: string, init: RequestInit) => {
    names.push(`${(init.headers as Record<string, string>)['X-Package-Name']} ${new URL(url, location.href).pathname}`);
    return { ok: true, status: 200, json: async () => (url.includes('regions') ? { countries: [] } : {}) };
  }) as unknown as typeof fetch;
  setApi(createApiClient({ packageName: '@dating/host', fetch: fetchAndRecord }));
  return names;
}

function RegionsWidget() {
  const regions = useApiQuery(getRegions);
  return <p>{regions.isSuccess ? 'regions loaded' : 'loading regions'}</p>;
}
function HostPart() {
  useSettings();
  return null;
}

afterEach(() => setRemoteLoader(null));

describe('who a call says it comes from (docs/product.md §7: X-Package-Name)', () => {
  it('names the remote for calls its parts make, and the host for the shell’s own', async () => {
    const names = recordPackageNames();
    setRemoteLoader(fakeLoader({ 'search/./MemberOverview': RegionsWidget }));
    renderWithShell(
      <>
        <HostPart />
        <RemoteModule remote="search" module="./MemberOverview" props={{}} />
      </>,
    );
    expect(await screen.findByText('regions loaded')).toBeTruthy();
    await waitFor(() => expect(names).toHaveLength(2));
    expect(names).toContain('@dating/remote-search /api/regions.php');
    expect(names.find((n) => n.endsWith('/api/settings.php'))).toBe('@dating/host /api/settings.php');
  });
});
