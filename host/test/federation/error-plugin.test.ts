import { getBus } from '@dating/bus';
import { errorReportingPlugin, remoteNameOf } from '../../src/federation/error-plugin';

// The bus holds a BroadcastChannel open; close it so jest can exit.
afterAll(() => getBus().close());

describe('errorLoadRemote hook', () => {
  it('reports the failure on the bus and offers no fallback module', () => {
    const seen: unknown[] = [];
    const off = getBus().on('remote:error', (payload) => seen.push(payload));
    const result = errorReportingPlugin().errorLoadRemote({
      id: '/remotes/chat/1.0.0-abc/mf-manifest.json',
      error: new Error('Failed to fetch'),
      lifecycle: 'afterResolve',
    });
    off();
    expect(result).toBeUndefined();
    expect(seen).toEqual([{ remote: 'chat', phase: 'load', message: 'Failed to fetch' }]);
  });

  it('names the remote from the runtime info, the manifest URL or the module id', () => {
    expect(remoteNameOf({ id: 'x', error: null, lifecycle: 'onLoad', remote: { name: 'likes' } })).toBe('likes');
    expect(remoteNameOf({ id: '/remotes/search/2/mf-manifest.json', error: null, lifecycle: 'afterResolve' })).toBe(
      'search',
    );
    expect(remoteNameOf({ id: 'profile/ProfilePage', error: null, lifecycle: 'onLoad' })).toBe('profile');
  });
});
