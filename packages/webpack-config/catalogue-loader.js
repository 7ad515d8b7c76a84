// Compiles a message catalogue (locales/<lang>.json: ICU messages by key) at build time into
// Lingui's compiled form, so the page ships no message parser: the runtime only interpolates.
'use strict';

const { compileMessage } = require('@lingui/message-utils/compileMessage');

module.exports = function catalogueLoader(source) {
  const messages = JSON.parse(source);
  const compiled = {};
  for (const [key, message] of Object.entries(messages)) {
    if (typeof message !== 'string') {
      throw new Error(`${this.resourcePath}: the message "${key}" is not a string`);
    }
    try {
      compiled[key] = compileMessage(message);
    } catch (error) {
      throw new Error(
        `${this.resourcePath}: the message "${key}" is not valid ICU: ${error.message}`,
      );
    }
  }
  return JSON.stringify(compiled);
};
