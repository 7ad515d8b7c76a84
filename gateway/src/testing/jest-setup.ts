import { cleanUpTestResources } from './test-app';

/**
 * A native module is loaded once per process, while each test file runs in a realm of its own:
 * better-sqlite3 keeps making its errors with the Error of the first file that loaded it, and
 * in later files they would fail `instanceof Error`. Fastify tells an error from a payload that
 * way, so a database error rethrown by a route's error handler would be sent as a 200 body.
 * Errors whose prototype chain ends in another realm's Error count as errors here too.
 */
const realmError = Error;
function fromAnotherRealm(value: unknown): boolean {
  for (let proto = value === null ? null : Object.getPrototypeOf(value); proto;) {
    if (proto.constructor?.name === 'Error' && proto !== realmError.prototype) return true;
    proto = Object.getPrototypeOf(proto);
  }
  return false;
}
Object.defineProperty(Error, Symbol.hasInstance, {
  value(this: unknown, value: unknown): boolean {
    if (Function.prototype[Symbol.hasInstance].call(this, value)) return true;
    return this === realmError && typeof value === 'object' && fromAnotherRealm(value);
  },
});

afterEach(cleanUpTestResources);
