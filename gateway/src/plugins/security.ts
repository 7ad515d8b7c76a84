import cors from '@fastify/cors';
import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { contentSecurityPolicy } from '../lib/csp';

/** Sent only on answers that went out over HTTPS: on plain HTTP it means nothing. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Helmet's headers for these options, read once by running its middleware on a stand-in answer.
 * Without a policy of its own to compute (ours is below) they are the same for every answer,
 * so each answer is given the list instead of going through ten middlewares.
 */
export function helmetHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const answer = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let passed = false;
  helmet(options)({} as IncomingMessage, answer as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
    passed = true;
  });
  if (!passed) throw new Error('helmet did not finish synchronously');
  return headers;
}

/**
 * Security headers (helmet's defaults), with a Content-Security-Policy that follows the remote
 * manifest in force (and lets in the page translation service of TRANSLATE_SCRIPT_URL when one
 * is set), HSTS on HTTPS answers (directly, or per X-Forwarded-Proto behind a trusted proxy),
 * and CORS for the origins that manifest names (and no other).
 */
export const securityPlugin = fp(
  async (fastify) => {
    // Helmet gives the other headers; the policy is ours because its origins can change at run
    // time, and HSTS only goes out over HTTPS.
    const secure = helmetHeaders({
      contentSecurityPolicy: false,
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: false,
    });

    const { translateScriptUrl } = fastify.config;
    const translateOrigin = translateScriptUrl ? new URL(translateScriptUrl).origin : undefined;
    let cached: { key: string; policy: string } | undefined;
    // Callback-style, as the hooks every answer passes through are: no promise per request.
    fastify.addHook('onRequest', (request, reply, done) => {
      const { origins } = fastify.remotes.current();
      const host = request.host;
      const key = `${host}\n${origins.join(' ')}`;
      if (cached?.key !== key) {
        cached = { key, policy: contentSecurityPolicy(origins, host, translateOrigin) };
      }
      reply.headers(secure).header('content-security-policy', cached.policy);
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
      done();
    });

    await fastify.register(cors, {
      origin: (origin, callback) => {
        callback(null, origin !== undefined && fastify.remotes.current().origins.includes(origin));
      },
      credentials: true,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      // What the remotes' API client sends; Accept-Language says which language to answer in.
      allowedHeaders: [
        'Accept',
        'Accept-Language',
        'Authorization',
        'Content-Type',
        'Idempotency-Key',
        'If-Modified-Since',
        'If-None-Match',
      ],
      maxAge: 600,
    });
  },
  { name: 'security', dependencies: ['remotes'] },
);
