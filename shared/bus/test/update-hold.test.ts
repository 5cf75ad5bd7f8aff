import { holdRemoteUpdate, isRemoteUpdateHeld } from '../src/update-hold';

describe('remote update holds', () => {
  it('holds until every hold is released, and a release counts once', () => {
    const a = holdRemoteUpdate('profile');
    const b = holdRemoteUpdate('profile');
    expect(isRemoteUpdateHeld('profile')).toBe(true);
    expect(isRemoteUpdateHeld('chat')).toBe(false);
    a();
    a();
    expect(isRemoteUpdateHeld('profile')).toBe(true);
    b();
    expect(isRemoteUpdateHeld('profile')).toBe(false);
  });
});
