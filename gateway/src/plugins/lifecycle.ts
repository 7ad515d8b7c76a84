import type { Socket } from 'node:net';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SERVICE_MESSAGES, type ErrorResponse } from '@voices/contracts';

export interface Lifecycle {
  /**
   * Set as soon as a stop is asked for: readiness fails, and every new request is answered 503
   * while the requests already in flight finish.
   */
  shuttingDown: boolean;
  /** Requests taken before the stop whose handler or answer is not finished yet. */
  readonly inFlight: number;
  /** Resolves true once no request is in flight, or false when `timeoutMs` runs out first. */
  drained(timeoutMs: number): Promise<boolean>;
  /**
   * Runs `fn` once the request is done: its answer sent (or its client gone) and its handler
   * returned, so nothing the handler still works on is pulled from under it.
   */
  onSettled(request: FastifyRequest, fn: () => void): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
  }
}

/** The probes keep their own answers during a stop: `/readyz` says 503 "Shutting down". */
const PROBES = new Set(['/healthz', '/readyz']);

const kLatest = Symbol('voices.latestRequest');
type CountedSocket = Socket & { [kLatest]?: FastifyRequest };

interface Tracked {
  answered: boolean;
  handling: boolean;
  settled: (() => void)[];
}

/**
 * Graceful stops. While stopping, a request taken before the stop runs to its end (an upload
 * finishes); a new one, on a new or a kept-alive connection, is answered 503 JSON at once. Every
 * answer during the stop closes its connection, except one with requests pipelined behind it
 * on the same connection: they are answered (503) after it, and the last of them closes it.
 */
export const lifecyclePlugin = fp(
  async (fastify) => {
    const tracked = new Map<FastifyRequest, Tracked>();
    const waiters = new Set<() => void>();

    const settle = (request: FastifyRequest) => {
      const state = tracked.get(request);
      if (!state || !state.answered || state.handling) return;
      tracked.delete(request);
      for (const fn of state.settled) fn();
      if (tracked.size === 0) for (const wake of waiters) wake();
    };

    const lifecycle: Lifecycle = {
      shuttingDown: false,
      get inFlight() {
        return tracked.size;
      },
      drained(timeoutMs) {
        if (tracked.size === 0) return Promise.resolve(true);
        return new Promise((resolve) => {
          const done = (result: boolean) => {
            clearTimeout(timer);
            waiters.delete(wake);
            resolve(result);
          };
          const wake = () => done(true);
          const timer = setTimeout(() => done(false), timeoutMs);
          waiters.add(wake);
        });
      },
      onSettled(request, fn) {
        const state = tracked.get(request);
        // Every request past onRequest is tracked; one refused during a stop has nothing to wait on.
        if (state) state.settled.push(fn);
        else fn();
      },
    };
    fastify.decorate('lifecycle', lifecycle);

    fastify.addHook('preClose', async () => {
      lifecycle.shuttingDown = true;
    });

    // Callback-style, as the hooks every answer passes through are: no promise per request.
    fastify.addHook('onRequest', (request, reply, done) => {
      const socket = request.raw.socket as CountedSocket | null;
      if (socket) socket[kLatest] = request;
      if (lifecycle.shuttingDown && !PROBES.has(request.routeOptions.url ?? '')) {
        const body: ErrorResponse = { success: false, message: SERVICE_MESSAGES.shuttingDown };
        // Answered here: the request goes no further (`done` is not called).
        reply.code(503).header('retry-after', '5').send(body);
        return;
      }
      const state: Tracked = { answered: false, handling: false, settled: [] };
      tracked.set(request, state);
      reply.raw.once('close', () => {
        state.answered = true;
        settle(request);
      });
      done();
    });

    // A request is in flight until its answer is sent and its handler has returned: a handler
    // whose client went away may still be writing what it was asked to.
    fastify.addHook('onRoute', (route) => {
      const handler = route.handler;
      route.handler = function (this: unknown, request, reply) {
        const state = tracked.get(request);
        if (!state) return handler.call(this as never, request, reply);
        state.handling = true;
        const done = () => {
          state.handling = false;
          settle(request);
        };
        let result: unknown;
        try {
          result = handler.call(this as never, request, reply);
        } catch (error) {
          done();
          throw error;
        }
        if (result instanceof Promise) return result.finally(done);
        done();
        return result;
      } as typeof handler;
    });

    fastify.addHook('onSend', (request, reply, payload, done) => {
      const socket = request.raw.socket as CountedSocket | null;
      // Closing after an answer drops the answers of requests pipelined behind it.
      if (
        lifecycle.shuttingDown &&
        request.raw.httpVersionMajor < 2 &&
        (!socket || socket[kLatest] === request)
      ) {
        reply.header('connection', 'close');
      }
      done(null, payload);
    });
  },
  { name: 'lifecycle' },
);
