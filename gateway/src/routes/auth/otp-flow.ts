import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { AUTH_MESSAGES, authWaitMessages } from '@voices/contracts';
import type { Database, OtpChallengeRow, OtpPurpose } from '../../db/types';
import { formatWait } from '../../lib/clock';
import { badRequest, HttpError } from '../../lib/http-errors';
import {
  CLIENT_LIMITS,
  hashOtpCode,
  lockDurationMs,
  newOtpCode,
  OTP_RULES,
  otpCodeMatches,
} from '../../lib/otp';
import { otpEmail } from '../../lib/otp-email';
import { clientKey, RateLimitError } from '../../lib/rate-limit';
import { createAuthLimitsRepository } from '../../repositories/auth-limits-repository';
import { createOtpRepository } from '../../repositories/otp-repository';

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

export const addressKey = (email: string) => `address:${email}`;

function lockedError(lockedUntil: string, now: Date): RateLimitError {
  const ms = Date.parse(lockedUntil) - now.getTime();
  return new RateLimitError(authWaitMessages.locked(formatWait(ms)), seconds(ms));
}

function isLocked(lockedUntil: string | null, now: Date): lockedUntil is string {
  return lockedUntil !== null && Date.parse(lockedUntil) > now.getTime();
}

type Outcome =
  | { kind: 'locked'; until: string }
  | { kind: 'none' | 'expired' | 'used' | 'dead' }
  | { kind: 'ready'; challenge: OtpChallengeRow; failures: number; lockedUntil: string | null };

/**
 * Sending and checking one-time codes, with every limit of the issue held in the database:
 * per client address, per e-mail address (cooldown, hourly cap, wrong tries in a row and the
 * lock that follows) and per code (tries, expiry, one use).
 */
export function createOtpFlow(fastify: FastifyInstance) {
  const { db, auth, mailer } = fastify;
  const limits = createAuthLimitsRepository(db);

  /** Counts the request against the client's window; 429 once the window is full. */
  async function limitClient(ip: string, kind: keyof typeof CLIENT_LIMITS): Promise<void> {
    const { max, windowMs } = CLIENT_LIMITS[kind];
    const now = auth.now();
    const { count, windowStartedAt } = await limits.hit(
      `client:${kind}:${clientKey(ip)}`,
      windowMs,
      now,
    );
    if (count > max) {
      const ms = Date.parse(windowStartedAt) + windowMs - now.getTime();
      throw new RateLimitError(authWaitMessages.tooManyRequests(formatWait(ms)), seconds(ms));
    }
  }

  /**
   * Makes a code for the address and e-mails it; answers the challenge id. 429 while the
   * address is locked, within 30 s of its last code, or after 5 codes in the past hour.
   */
  async function issue(email: string, purpose: OtpPurpose): Promise<string> {
    const now = auth.now();
    const code = newOtpCode();
    // Random rather than time-ordered: the id is the handle a resend takes, so it must not be guessable.
    const id = randomBytes(12).toString('hex');
    await db.transaction().execute(async (trx) => {
      const address = await createAuthLimitsRepository(trx).claim(addressKey(email), now);
      if (isLocked(address.locked_until, now)) throw lockedError(address.locked_until, now);
      const otp = createOtpRepository(trx);
      // The cooldown is per purpose (a sign-in right after registering is no resend); the
      // hourly cap counts every code e-mailed to the address.
      const last = await otp.latest(email, purpose);
      if (last) {
        const wait = Date.parse(last.created_at) + OTP_RULES.resendCooldownMs - now.getTime();
        if (wait > 0) {
          throw new RateLimitError(authWaitMessages.cooldown(seconds(wait)), seconds(wait));
        }
      }
      const sent = await otp.sendsSince(email, new Date(now.getTime() - OTP_RULES.sendWindowMs));
      if (sent.count >= OTP_RULES.sendsPerHour && sent.oldest) {
        const wait = Date.parse(sent.oldest) + OTP_RULES.sendWindowMs - now.getTime();
        throw new RateLimitError(authWaitMessages.hourlyCap(formatWait(wait)), seconds(wait));
      }
      await otp.create({
        id,
        email,
        purpose,
        code_hash: hashOtpCode(auth.secret, id, code),
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + OTP_RULES.ttlMs).toISOString(),
      });
    });

    try {
      await mailer.send({ to: email, ...otpEmail(code, purpose), outboxLog: { code, purpose } });
    } catch (error) {
      fastify.log.error({ err: error, to: email }, 'the one-time code could not be e-mailed');
      // Not sent, so it must not count against the cooldown or the hourly cap.
      await createOtpRepository(db).delete(id);
      throw new HttpError(503, AUTH_MESSAGES.emailFailed);
    }
    return id;
  }

  /** Reserves one try: refused while locked, counted against the code and the address before comparing. */
  async function reserveTry(email: string, purpose: OtpPurpose, now: Date): Promise<Outcome> {
    return db.transaction().execute(async (trx): Promise<Outcome> => {
      const limitsTx = createAuthLimitsRepository(trx);
      const address = await limitsTx.claim(addressKey(email), now);
      if (isLocked(address.locked_until, now))
        return { kind: 'locked', until: address.locked_until };
      const otp = createOtpRepository(trx);
      const challenge = await otp.latest(email, purpose);
      if (!challenge) return { kind: 'none' };
      if (challenge.consumed_at || challenge.verified_at) return { kind: 'used' };
      if (challenge.attempts >= OTP_RULES.triesPerCode) return { kind: 'dead' };
      if (Date.parse(challenge.expires_at) <= now.getTime()) return { kind: 'expired' };
      await otp.countTry(challenge.id);
      // Counted as wrong until proven right: requests racing each other cannot get past the
      // lock, because the try that reaches the limit sets it before its code is compared.
      const failures = address.failures + 1;
      const lockMs = lockDurationMs(failures);
      const lockedUntil = lockMs > 0 ? new Date(now.getTime() + lockMs).toISOString() : null;
      await limitsTx.update(addressKey(email), { failures, locked_until: lockedUntil }, now);
      return {
        kind: 'ready',
        challenge: { ...challenge, attempts: challenge.attempts + 1 },
        failures,
        lockedUntil,
      };
    });
  }

  /**
   * Checks a code against the address's newest code of this purpose. On a match, marks it used
   * (registration: verified, for the profile step; login: consumed), clears the address's wrong
   * tries and runs `onMatch` in the same transaction. Throws the message the user should see
   * otherwise.
   */
  async function verify<T>(
    email: string,
    purpose: OtpPurpose,
    code: string,
    onMatch: (trx: Kysely<Database>, challenge: OtpChallengeRow) => Promise<T>,
  ): Promise<T> {
    const now = auth.now();
    const outcome = await reserveTry(email, purpose, now);
    switch (outcome.kind) {
      case 'locked':
        throw lockedError(outcome.until, now);
      case 'none':
        throw badRequest(
          purpose === 'register' ? AUTH_MESSAGES.registrationLost : AUTH_MESSAGES.otpNotRequested,
        );
      case 'used':
        throw badRequest(AUTH_MESSAGES.otpUsed);
      case 'dead':
        throw badRequest(AUTH_MESSAGES.otpTooManyTries);
      case 'expired':
        throw badRequest(AUTH_MESSAGES.otpExpired);
    }
    const { challenge, lockedUntil } = outcome;

    if (!otpCodeMatches(auth.secret, challenge.id, code, challenge.code_hash)) {
      if (lockedUntil) throw lockedError(lockedUntil, now);
      throw badRequest(
        challenge.attempts >= OTP_RULES.triesPerCode
          ? AUTH_MESSAGES.otpTooManyTries
          : AUTH_MESSAGES.otpInvalid,
      );
    }

    return db.transaction().execute(async (trx) => {
      const otp = createOtpRepository(trx);
      const marked =
        purpose === 'register'
          ? await otp.markVerified(challenge.id, now)
          : await otp.markConsumed(challenge.id, now);
      if (!marked) throw badRequest(AUTH_MESSAGES.otpUsed);
      await createAuthLimitsRepository(trx).update(
        addressKey(email),
        { failures: 0, locked_until: null },
        now,
      );
      return onMatch(trx, challenge);
    });
  }

  return { limitClient, issue, verify };
}

export type OtpFlow = ReturnType<typeof createOtpFlow>;
