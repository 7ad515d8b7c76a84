import fp from 'fastify-plugin';
import type { RemoteManifestSource } from '../lib/remote-manifest';

declare module 'fastify' {
  interface FastifyInstance {
    /** The remote manifest in force, and the origins it names (for CSP, CORS and socket.io). */
    remotes: RemoteManifestSource;
  }
}

export const remotesPlugin = fp<{ source: RemoteManifestSource }>(
  async (fastify, { source }) => {
    fastify.decorate('remotes', source);
    const { origins } = source.current();
    fastify.log.info({ source: source.description, origins }, 'remote manifest loaded');
  },
  { name: 'remotes' },
);
