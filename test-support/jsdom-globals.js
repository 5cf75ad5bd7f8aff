// jsdom lacks TextEncoder/TextDecoder, which react-router 7 needs when it loads and the signup csrf hash
// uses; Node has them. Every jsdom test project gets them here, before any test file is loaded.
const { TextDecoder, TextEncoder } = require('node:util');

if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}
