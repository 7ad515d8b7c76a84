import { readFileSync } from 'node:fs';
import path from 'node:path';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';

const { version } = JSON.parse(
  readFileSync(path.join(__dirname, '..', '..', 'package.json'), 'utf8'),
) as { version: string };

/** OpenAPI built from the routes' schemas (@voices/contracts), browsable at /api/docs. */
export const openapiPlugin = fp(
  async (fastify) => {
    await fastify.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Voices API',
          description:
            'The API of Voices, a community news site. Failed calls answer `{ success: false, message }`.',
          version,
        },
        tags: [{ name: 'system', description: 'Health, readiness and the remote manifest' }],
        components: {
          securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
        },
      },
    });
    await fastify.register(swaggerUi, { routePrefix: '/api/docs' });
  },
  { name: 'openapi' },
);
