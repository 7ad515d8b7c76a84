import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import {
  AUTH_MESSAGES,
  authWaitMessages,
  USER_MESSAGES,
  type StoryLanguage,
} from '@voices/contracts';
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
import { otpEmail, type EmailContent } from '../../lib/otp-email';
import { clientKey, RateLimitError } from '../../lib/rate-limit';
import { createAuthLimitsRepository } from '../../repositories/auth-limits-repository';
import { createOtpRepository, type OtpRepository } from '../../repositories/otp-repository';

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

export const addressKey = (email: string) => `address:${email}`;
export const accountKey = (userId: string) => `account:${userId}`;

/**
 * Who a code is for. Registration and sign-in codes belong to an address; a code that confirms
 * a new address belongs to the account asking for it (and is e-mailed to the new address).
 */
export type OtpSubject =
  | { purpose: 'register' | 'login'; email: string }
  | { purpose: 'email-change' | 'account-delete'; userId: string };

/** A subject and the address its code goes to. */
export type OtpRecipient =
  | { purpose: 'register' | 'login'; email: string }
  | { purpose: 'email-change' | 'account-delete'; userId: string; email: string };

/** Registration and sign-in codes share one hourly cap per address; the others have their own. */
const SIGN_IN_PURPOSES: readonly OtpPurpose[] = ['register', 'login'];

/**
 * The key whose wrong tries lock the subject out. An account's e-mail change counts against the
 * account, so that someone guessing at a change to another person's address cannot lock that
 * person out of signing in.
 */
function lockKey(subject: OtpSubject): string {
  return 'userId' in subject ? accountKey(subject.userId) : addressKey(subject.email);
}

function latestOf(otp: OtpRepository, subject: OtpSubject) {
  return 'userId' in subject
    ? otp.latestOfUser(subject.userId, subject.purpose)
    : otp.latest(subject.email, subject.purpose);
}

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
 * Sending and checking one-time codes, with every limit held in the database: per client
 * address, per subject (cooldown, hourly cap, wrong tries in a row and the lock that follows)
 * and per code (tries, expiry, one use).
 */
export function createOtpFlow(fastify: FastifyInstance) {
  const { db, auth, mailer } = fastify;
  const clientCounter = (kind: keyof typeof CLIENT_LIMITS) =>
    fastify.counter({
      name: kind,
      ...CLIENT_LIMITS[kind],
      message: (waitMs) => authWaitMessages.tooManyRequests(formatWait(waitMs)),
    });
  const clientCounters = { sends: clientCounter('sends'), checks: clientCounter('checks') };

  /** Counts the request against its client address's window; 429 once the window is full. */
  async function limitClient(
    request: FastifyRequest,
    kind: keyof typeof CLIENT_LIMITS,
  ): Promise<void> {
    await clientCounters[kind].hit(request, clientKey(request.ip));
  }

  /** The 429 of a full hourly cap, or null while there is room. */
  async function hourlyCap(
    otp: OtpRepository,
    to: { email: string } | { userId: string },
    purposes: readonly OtpPurpose[],
    now: Date,
  ): Promise<RateLimitError | null> {
    const since = new Date(now.getTime() - OTP_RULES.sendWindowMs);
    const sent = await otp.sendsSince(to, purposes, since);
    if (sent.count < OTP_RULES.sendsPerHour || !sent.oldest) return null;
    const wait = Date.parse(sent.oldest) + OTP_RULES.sendWindowMs - now.getTime();
    return new RateLimitError(authWaitMessages.hourlyCap(formatWait(wait)), seconds(wait));
  }

  /** The 429 of the 30 s between two codes, or null when the last one is older. */
  function cooldown(last: OtpChallengeRow | undefined, now: Date): RateLimitError | null {
    if (!last) return null;
    const wait = Date.parse(last.created_at) + OTP_RULES.resendCooldownMs - now.getTime();
    return wait > 0
      ? new RateLimitError(authWaitMessages.cooldown(seconds(wait)), seconds(wait))
      : null;
  }

  /** Sends a message and, when that fails, forgets its row so it counts against no limit. */
  async function send(id: string, to: string, mail: EmailContent, log?: Record<string, string>) {
    try {
      await mailer.send({ to, ...mail, ...(log ? { outboxLog: log } : {}) });
    } catch (error) {
      fastify.log.error({ err: error, to }, 'an account e-mail could not be sent');
      await createOtpRepository(db).delete(id);
      throw new HttpError(503, AUTH_MESSAGES.emailFailed);
    }
  }

  /**
   * Makes a code for the subject and e-mails it, written in `language` (the request's); answers
   * the challenge id, the handle a resend takes. 429 while the subject is locked, within 30 s of
   * its last code, or after 5 codes in the past hour (per address; an e-mail change also per
   * account).
   */
  async function issue(subject: OtpRecipient, language: StoryLanguage): Promise<string> {
    const { email, purpose } = subject;
    const now = auth.now();
    const code = newOtpCode();
    // Random rather than time-ordered: the id is the handle a resend takes, so it must not be guessable.
    const id = randomBytes(12).toString('hex');
    await db.transaction().execute(async (trx) => {
      const held = await createAuthLimitsRepository(trx).claim(lockKey(subject), now);
      if (isLocked(held.locked_until, now)) throw lockedError(held.locked_until, now);
      const otp = createOtpRepository(trx);
      // The cooldown is per purpose (a sign-in right after registering is no resend).
      const waiting = cooldown(await latestOf(otp, subject), now);
      if (waiting) throw waiting;
      const capped =
        'userId' in subject
          ? ((await hourlyCap(otp, { email }, [purpose], now)) ??
            (await hourlyCap(otp, { userId: subject.userId }, [purpose], now)))
          : await hourlyCap(otp, { email }, SIGN_IN_PURPOSES, now);
      if (capped) throw capped;
      await otp.create({
        id,
        email,
        purpose,
        code_hash: hashOtpCode(auth.secret, id, code),
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + OTP_RULES.ttlMs).toISOString(),
        user_id: 'userId' in subject ? subject.userId : null,
      });
    });
    await send(id, email, otpEmail(code, purpose, language), { code, purpose });
    return id;
  }

  /**
   * E-mails a notice that carries no code (e.g. to the owner of an address someone tried to
   * register again). It keeps to the same numbers as codes, counted among notices: at most one
   * per 30 s and 5 an hour per address. Answers whether it went out; never throws for a limit
   * or a mail failure, which only the log hears about.
   */
  async function notify(email: string, mail: EmailContent): Promise<boolean> {
    const now = auth.now();
    const id = randomBytes(12).toString('hex');
    const allowed = await db.transaction().execute(async (trx) => {
      await createAuthLimitsRepository(trx).claim(addressKey(email), now);
      const otp = createOtpRepository(trx);
      if (cooldown(await otp.latest(email, 'notice'), now)) return false;
      if (await hourlyCap(otp, { email }, ['notice'], now)) return false;
      const at = now.toISOString();
      await otp.create({
        id,
        email,
        purpose: 'notice',
        code_hash: '',
        created_at: at,
        expires_at: at,
        consumed_at: at,
      });
      return true;
    });
    if (!allowed) {
      fastify.log.info({ to: email }, 'notice not e-mailed: the address had one recently');
      return false;
    }
    try {
      await send(id, email, mail);
      return true;
    } catch {
      return false;
    }
  }

  /** Reserves one try: refused while locked, counted against the code and the subject before comparing. */
  async function reserveTry(subject: OtpSubject, now: Date): Promise<Outcome> {
    return db.transaction().execute(async (trx): Promise<Outcome> => {
      const limitsTx = createAuthLimitsRepository(trx);
      const key = lockKey(subject);
      const held = await limitsTx.claim(key, now);
      if (isLocked(held.locked_until, now)) return { kind: 'locked', until: held.locked_until };
      const otp = createOtpRepository(trx);
      const challenge = await latestOf(otp, subject);
      if (!challenge) return { kind: 'none' };
      if (challenge.consumed_at || challenge.verified_at) return { kind: 'used' };
      if (challenge.attempts >= OTP_RULES.triesPerCode) return { kind: 'dead' };
      if (Date.parse(challenge.expires_at) <= now.getTime()) return { kind: 'expired' };
      await otp.countTry(challenge.id);
      // Counted as wrong until proven right: requests racing each other cannot get past the
      // lock, because the try that reaches the limit sets it before its code is compared.
      const failures = held.failures + 1;
      const lockMs = lockDurationMs(failures);
      const lockedUntil = lockMs > 0 ? new Date(now.getTime() + lockMs).toISOString() : null;
      await limitsTx.update(key, { failures, locked_until: lockedUntil }, now);
      return {
        kind: 'ready',
        challenge: { ...challenge, attempts: challenge.attempts + 1 },
        failures,
        lockedUntil,
      };
    });
  }

  function noneMessage(purpose: OtpSubject['purpose']): string {
    if (purpose === 'register') return AUTH_MESSAGES.registrationLost;
    if (purpose === 'email-change') return USER_MESSAGES.noEmailChange;
    return AUTH_MESSAGES.otpNotRequested;
  }

  /**
   * Checks a code against the subject's newest code. On a match, marks it used (registration:
   * verified, for the profile step; otherwise consumed), clears the subject's wrong tries and
   * runs `onMatch` in the same transaction. Throws the message the user should see otherwise.
   */
  async function verify<T>(
    subject: OtpSubject,
    code: string,
    onMatch: (trx: Kysely<Database>, challenge: OtpChallengeRow) => Promise<T>,
  ): Promise<T> {
    const now = auth.now();
    const outcome = await reserveTry(subject, now);
    switch (outcome.kind) {
      case 'locked':
        throw lockedError(outcome.until, now);
      case 'none':
        throw badRequest(noneMessage(subject.purpose));
      case 'used':
        throw badRequest(
          subject.purpose === 'email-change' ? USER_MESSAGES.noEmailChange : AUTH_MESSAGES.otpUsed,
        );
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
        subject.purpose === 'register'
          ? await otp.markVerified(challenge.id, now)
          : await otp.markConsumed(challenge.id, now);
      if (!marked) throw badRequest(AUTH_MESSAGES.otpUsed);
      await createAuthLimitsRepository(trx).update(
        lockKey(subject),
        { failures: 0, locked_until: null },
        now,
      );
      return onMatch(trx, challenge);
    });
  }

  /**
   * The open code behind a resend handle: of this purpose, neither used nor expired. Anything
   * else (an account's id included) is not a handle.
   */
  async function findHandle(
    handle: string,
    purpose: OtpPurpose,
  ): Promise<OtpChallengeRow | undefined> {
    const challenge = await createOtpRepository(db).findById(handle.toLowerCase());
    if (!challenge || challenge.purpose !== purpose) return undefined;
    if (challenge.consumed_at || challenge.verified_at) return undefined;
    if (Date.parse(challenge.expires_at) <= auth.now().getTime()) return undefined;
    return challenge;
  }

  return { limitClient, issue, notify, verify, findHandle };
}

export type OtpFlow = ReturnType<typeof createOtpFlow>;
