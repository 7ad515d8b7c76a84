// jsdom lacks the WHATWG encoding and fetch globals that Node has; ky needs them.
const { TextDecoder, TextEncoder } = require('node:util');

globalThis.TextEncoder ??= TextEncoder;
globalThis.TextDecoder ??= TextDecoder;
for (const name of ['fetch', 'Request', 'Response', 'Headers', 'AbortController', 'AbortSignal']) {
  if (typeof globalThis[name] === 'undefined' && typeof global[name] !== 'undefined') globalThis[name] = global[name];
}

require('@testing-library/jest-dom');
