import { act } from '@testing-library/react';

/**
 * The browser's frames, run when the test says (jest hooks for the calling test file): what waits for the first
 * screen's paint (useAfterFirstPaint) happens only after `paint()`.
 */
export function heldFrames(): { paint: () => Promise<void> } {
  let frames: FrameRequestCallback[] = [];
  beforeEach(() => {
    frames = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
  });
  afterEach(() => jest.restoreAllMocks());
  return {
    paint: () => act(async () => frames.splice(0).forEach((frame) => frame(performance.now()))),
  };
}
