import type { FastifyRequest } from 'fastify';

/**
 * The site's origin for the absolute links the server writes: PUBLIC_URL when set, else the
 * request's own scheme and host (which follow X-Forwarded-* only behind a trusted proxy, see
 * TRUST_PROXY).
 */
export function publicOrigin(request: FastifyRequest): string {
  const configured = request.server.config.publicUrl;
  if (configured) return configured;
  return `${request.protocol}://${request.host}`;
}
