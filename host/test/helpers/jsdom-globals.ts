import { TextDecoder, TextEncoder } from 'node:util';

/**
 * jsdom lacks TextEncoder/TextDecoder, which react-router 7 needs when it loads. Imported first in the
 * host's jsdom tests (the root jest config has no setup file to do it once).
 */
if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}
