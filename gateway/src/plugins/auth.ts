import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { AUTH_MESSAGES } from '@voices/contracts';
import type { Database, SessionRow, UserRow } from '../db/types';
import { loadAuthSecret } from '../lib/auth-secret';
import { appendVary, PRIVATE_NO_STORE } from '../lib/cache-control';
import { HOUR, systemClock, type Clock } from '../lib/clock';
import { unauthorized } from '../lib/http-errors';
import { OTP_RULES } from '../lib/otp';
import {
  bearerToken,
  hashSessionToken,
  isSessionTokenShape,
  newSessionToken,
  SESSION_RULES,
} from '../lib/tokens';
import { createAuthLimitsRepository } from '../repositories/auth-limits-repository';
import { createOtpRepository } from '../repositories/otp-repository';
import { createSessionsRepository, type ActiveSession } from '../repositories/sessions-repository';
import { createUsersRepository } from '../repositories/users-repository';
import { sessionRoom } from './realtime';

export interface AuthService {
  /** The clock of every sign-in rule (config.now in tests). */
  readonly now: Clock;
  /** The key one-time codes are hashed with. */
  readonly secret: Buffer;
  /** The live session of a bearer token and its user; null when unknown, expired or ended. */
  resolveToken(token: string): Promise<ActiveSession | null>;
  /** Starts a 30-day session (inside the caller's transaction when given one); answers the token. */
  startSession(userId: string, db?: Kysely<Database>): Promise<string>;
  /** Ends the token's session and closes its realtime connections; false when it had none. */
  endSession(token: string): Promise<boolean>;
  /** Closes the realtime connections of sessions already deleted (by their token hashes). */
  closeSessions(tokenHashes: readonly string[]): void;
  /** Deletes expired sessions, forgotten codes and idle limit counters. */
  prune(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthService;
    /** preHandler: a valid bearer token, or 401. Sets request.user and request.session. */
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** preHandler: sets request.user when a valid bearer token came, else leaves it null. */
    authenticateOptional(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
  interface FastifyRequest {
    /** The signed-in user, after `authenticate` or `authenticateOptional`; else null. */
    user: UserRow | null;
    session: SessionRow | null;
    /**
     * 'required' when the route answers only the bearer, 'optional' when its answer may change
     * with the bearer, null when it never looks at one. Decides the caching headers.
     */
    bearerUse: 'required' | 'optional' | null;
  }
}

/** The signed-in user of a route behind `fastify.authenticate`. */
export function requireUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthorized(AUTH_MESSAGES.loginRequired);
  return request.user;
}

/** An address's lock and wrong-try count are forgotten this long after its last lock ended. */
const ADDRESS_MEMORY_MS = 30 * 24 * HOUR;

/**
 * Server-side sessions behind opaque bearer tokens: 32 random bytes, of which the database keeps
 * only the SHA-256, valid 30 days; logout deletes the row, so the token is dead at once.
 */
export const authPlugin = fp(
  async (fastify) => {
    const now = fastify.config.now ?? systemClock;
    const secret = loadAuthSecret(fastify.config.authSecret, fastify.config.dataDir);
    const sessions = createSessionsRepository(fastify.db);
    const users = createUsersRepository(fastify.db);

    const auth: AuthService = {
      now,
      secret,
      async resolveToken(token) {
        if (!isSessionTokenShape(token)) return null;
        const at = now();
        const hash = hashSessionToken(token);
        const active = await sessions.findActive(hash, at);
        if (!active) return null;
        await sessions.touch(hash, at, SESSION_RULES.touchIntervalMs);
        return active;
      },
      async startSession(userId, db = fastify.db) {
        const token = newSessionToken();
        const at = now();
        await createSessionsRepository(db).create({
          token_hash: hashSessionToken(token),
          user_id: userId,
          created_at: at.toISOString(),
          expires_at: new Date(at.getTime() + SESSION_RULES.ttlMs).toISOString(),
          last_seen_at: at.toISOString(),
        });
        return token;
      },
      async endSession(token) {
        if (!isSessionTokenShape(token)) return false;
        const hash = hashSessionToken(token);
        const ended = await sessions.delete(hash);
        fastify.io.in(sessionRoom(hash)).disconnectSockets(true);
        return ended;
      },
      closeSessions(tokenHashes) {
        for (const hash of tokenHashes) fastify.io.in(sessionRoom(hash)).disconnectSockets(true);
      },
      async prune() {
        const at = now();
        await sessions.deleteExpired(at);
        await createOtpRepository(fastify.db).deleteCreatedBefore(
          new Date(at.getTime() - OTP_RULES.retentionMs),
        );
        await createAuthLimitsRepository(fastify.db).prune(at, ADDRESS_MEMORY_MS);
      },
    };

    fastify.decorate('auth', auth);
    fastify.decorateRequest('user', null);
    fastify.decorateRequest('session', null);
    fastify.decorateRequest('bearerUse', null);

    /**
     * A signed-in request that asks for another content language than the member's makes it
     * theirs (the e-mails sent while they are away follow it). Only a change is written.
     */
    async function rememberLanguage(request: FastifyRequest, user: UserRow): Promise<void> {
      const asked = request.languageAsked;
      if (!asked || asked === user.language) return;
      try {
        await users.setLanguage(user.id, asked);
        user.language = asked;
      } catch (error) {
        request.log.warn({ err: error }, "the member's language could not be recorded");
      }
    }

    async function identify(request: FastifyRequest): Promise<'none' | 'invalid' | 'ok'> {
      const token = bearerToken(request.headers.authorization);
      if (!token) return 'none';
      const active = await auth.resolveToken(token);
      if (!active) return 'invalid';
      request.user = active.user;
      request.session = active.session;
      await rememberLanguage(request, active.user);
      return 'ok';
    }

    fastify.decorate('authenticate', async (request: FastifyRequest) => {
      request.bearerUse = 'required';
      const result = await identify(request);
      if (result === 'none') throw unauthorized(AUTH_MESSAGES.loginRequired);
      if (result === 'invalid') throw unauthorized(AUTH_MESSAGES.sessionExpired);
    });
    fastify.decorate('authenticateOptional', async (request: FastifyRequest) => {
      request.bearerUse = 'optional';
      await identify(request);
    });

    // One place decides how answers that depend on the bearer may be cached: never stored when
    // they are someone's own (or refuse them), and keyed on Authorization where a public answer
    // changes with it. Routes that never look at a bearer keep their own caching.
    fastify.addHook('onSend', (request, reply, payload, done) => {
      if (request.bearerUse) {
        if (request.bearerUse === 'required' || request.user) {
          reply.header('cache-control', PRIVATE_NO_STORE);
        }
        appendVary(reply, 'Authorization');
      }
      done(null, payload);
    });

    // Housekeeping once an hour; a missed run only leaves rows that no longer match anything.
    const timer = setInterval(() => {
      auth.prune().catch((error: unknown) => fastify.log.warn({ err: error }, 'auth prune failed'));
    }, HOUR);
    timer.unref();
    fastify.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'auth', dependencies: ['database', 'realtime', 'language'] },
);
