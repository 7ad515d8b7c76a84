import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import {
  OTP_LENGTH,
  OTP_RESEND_COOLDOWN_SECONDS,
  OTP_TTL_MINUTES,
  REGISTRATION_TOKEN_TTL_MINUTES,
} from '@voices/contracts';
import { DAY, HOUR, MINUTE, SECOND } from './clock';

/**
 * The rules that keep 4-digit codes (about 13 bits) safe. Every count lives in the database, so
 * a restart or another gateway changes nothing.
 */
export const OTP_RULES = {
  length: OTP_LENGTH,
  ttlMs: OTP_TTL_MINUTES * MINUTE,
  /** Wrong tries one code survives; the next try finds it dead. */
  triesPerCode: 5,
  /** Wrong tries in a row per address, across codes, before the address must wait. */
  failuresBeforeLock: 10,
  firstLockMs: 15 * MINUTE,
  maxLockMs: DAY,
  resendCooldownMs: OTP_RESEND_COOLDOWN_SECONDS * SECOND,
  sendsPerHour: 5,
  sendWindowMs: HOUR,
  /**
   * After a registration code is verified, the profile step must be completed within this,
   * with the registration token the verification answered.
   */
  registrationWindowMs: REGISTRATION_TOKEN_TTL_MINUTES * MINUTE,
  /** Codes, and the handles resends take, are forgotten after this. */
  retentionMs: DAY,
} as const;

/** Per client address (IPv6: per /64), on every route that sends or checks a code. */
export const CLIENT_LIMITS = {
  sends: { max: 30, windowMs: 15 * MINUTE },
  checks: { max: 30, windowMs: 15 * MINUTE },
} as const;

/** A code of OTP_LENGTH digits from the cryptographic generator, leading zeros kept. */
export function newOtpCode(): string {
  return randomInt(0, 10 ** OTP_RULES.length)
    .toString()
    .padStart(OTP_RULES.length, '0');
}

/** The stored form of a code: an HMAC under the server secret, bound to its challenge. */
export function hashOtpCode(secret: Buffer, challengeId: string, code: string): string {
  return createHmac('sha256', secret).update(`${challengeId}:${code}`).digest('hex');
}

export function otpCodeMatches(
  secret: Buffer,
  challengeId: string,
  code: string,
  storedHash: string,
): boolean {
  const expected = Buffer.from(storedHash, 'hex');
  const actual = Buffer.from(hashOtpCode(secret, challengeId, code), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** A well-formed code: exactly OTP_LENGTH digits once surrounding spaces are removed. */
export function normalizeOtp(value: string): string | null {
  const code = value.trim();
  return new RegExp(`^\\d{${OTP_RULES.length}}$`).test(code) ? code : null;
}

/**
 * How long an address waits after its `failures`-th wrong try in a row: nothing before the
 * 10th, then 15 minutes, doubling with every further wrong try, at most 24 hours.
 */
export function lockDurationMs(failures: number): number {
  if (failures < OTP_RULES.failuresBeforeLock) return 0;
  const doublings = Math.min(failures - OTP_RULES.failuresBeforeLock, 16);
  return Math.min(OTP_RULES.firstLockMs * 2 ** doublings, OTP_RULES.maxLockMs);
}
