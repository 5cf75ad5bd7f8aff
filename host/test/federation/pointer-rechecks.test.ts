import { startPointerRechecks } from '../../src/federation/pointer-rechecks';

function fakeDocument() {
  const target = new EventTarget();
  const doc = {
    visibilityState: 'visible' as DocumentVisibilityState,
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    show(state: DocumentVisibilityState) {
      doc.visibilityState = state;
      target.dispatchEvent(new Event('visibilitychange'));
    },
  };
  return doc;
}

describe('pointer re-checks', () => {
  it('checks at start and each time the page becomes visible again, not when it is hidden', () => {
    const check = jest.fn();
    const doc = fakeDocument();
    const stop = startPointerRechecks({ check, doc: doc as unknown as Document });
    expect(check).toHaveBeenCalledTimes(1);

    doc.show('hidden');
    expect(check).toHaveBeenCalledTimes(1);
    doc.show('visible');
    expect(check).toHaveBeenCalledTimes(2);

    stop();
    doc.show('hidden');
    doc.show('visible');
    expect(check).toHaveBeenCalledTimes(2);
  });
});
