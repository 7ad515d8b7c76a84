// Members made the way a person makes one: a code to the address (read from the site's outbox),
// then the profile. Used by the browser tests and the benchmarks to sign in for real.
import { Outbox } from './outbox.mjs';

/**
 * @typedef {{ id: string, name: string, email: string, token: string, user: Record<string, unknown> }} Member
 */

let registrations = 0;

/**
 * @param {string} baseURL
 * @param {string} dataDir  the site's DATA_DIR, whose outbox receives the codes
 * @param {{ email: string, name: string, outbox?: Outbox }} who
 * @returns {Promise<Member>}
 */
export async function registerMember(baseURL, dataDir, { email, name, outbox }) {
  const box = outbox ?? new Outbox(dataDir);
  // Each member registers from an address of their own, as people do: a site that trusts one
  // proxy (the browser tests' does) counts the per-address limits on it, not on the test runner.
  registrations += 1;
  const client = `10.${(registrations >> 16) & 255}.${(registrations >> 8) & 255}.${registrations & 255}`;
  const post = async (path, body) => {
    const res = await fetch(baseURL + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
      body: JSON.stringify(body),
    });
    const json = await res.json().catch(() => ({}));
    if (!res.ok) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(json)}`);
    return json;
  };
  await post('/api/request-otp', { email });
  const otp = await box.nextCode(email);
  const { registrationToken } = await post('/api/verify-otp', { email, otp });
  const { user, token } = await post('/api/complete', {
    email,
    name,
    bio: '',
    acceptTerms: true,
    acceptPrivacy: true,
    registrationToken,
  });
  if (!token) throw new Error('Registration answered no token');
  return { id: String(user.id ?? user._id), name, email, token, user };
}

let counter = 0;
/** A fresh address each call, so the per-address code limits never meet. */
export function uniqueEmail(prefix = 'member') {
  counter += 1;
  return `${prefix}-${Date.now()}-${process.pid}-${counter}@example.com`;
}
