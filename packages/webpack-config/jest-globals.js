// jsdom lacks the WHATWG encoding and fetch globals that Node has; react-router and ky use
// them as they load.
const { TextDecoder, TextEncoder } = require('node:util');

globalThis.TextEncoder ??= TextEncoder;
globalThis.TextDecoder ??= TextDecoder;
