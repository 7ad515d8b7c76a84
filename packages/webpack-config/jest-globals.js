// jsdom lacks the WHATWG encoding and fetch globals that Node has; react-router and ky use
// them as they load.
const util = require('node:util');

globalThis.TextEncoder ??= util.TextEncoder;
globalThis.TextDecoder ??= util.TextDecoder;
