import { createBus } from '@dating/bus';
import { startErrorBeacon } from '../../src/federation/error-beacon';

async function bodyOf(blob: Blob): Promise<unknown> {
  return JSON.parse(await blob.text());
}

describe('remote error beacon', () => {
  it('sends load and render failures per remote and version as a JSON beacon, once each', async () => {
    const bus = createBus('beacon-test');
    const sendBeacon = jest.fn((_url: string, _data: Blob) => true);
    const stop = startErrorBeacon({
      bus,
      sendBeacon,
      versionOf: (remote) => (remote === 'chat' ? '1.2.0-abc' : undefined),
    });

    bus.emit('remote:error', { remote: 'chat', phase: 'load', message: 'manifest 404' });
    bus.emit('remote:error', { remote: 'chat', phase: 'load', message: 'manifest 404' });
    bus.emit('remote:error', { remote: 'profile', version: '7', phase: 'render', message: 'x'.repeat(2000) });

    expect(sendBeacon).toHaveBeenCalledTimes(2);
    const [url, blob] = sendBeacon.mock.calls[0];
    expect(url).toBe('/api/remote-error.php');
    expect(blob.type).toBe('application/json');
    expect(await bodyOf(blob)).toEqual({
      remote: 'chat',
      version: '1.2.0-abc',
      phase: 'load',
      message: 'manifest 404',
    });
    const second = (await bodyOf(sendBeacon.mock.calls[1][1])) as { version: string; phase: string; message: string };
    expect(second).toMatchObject({ version: '7', phase: 'render' });
    expect(second.message).toHaveLength(1000);

    stop();
    bus.emit('remote:error', { remote: 'likes', phase: 'load', message: 'gone' });
    expect(sendBeacon).toHaveBeenCalledTimes(2);
    bus.close();
  });

  it('never throws when the beacon cannot be sent', () => {
    const bus = createBus('beacon-test-2');
    startErrorBeacon({
      bus,
      sendBeacon: () => {
        throw new Error('no beacon');
      },
    });
    expect(() => bus.emit('remote:error', { remote: 'chat', phase: 'load', message: 'x' })).not.toThrow();
    bus.close();
  });
});
