import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Coordinates, ErrorResponse, ReverseGeocodeResponse } from '@voices/contracts';
import { failWith } from '../../lib/feeds/fail-with';
import { createGeocoder } from '../../lib/geocoding';

/** The state (first-level area) around a position, for the local tab. */
export const geoRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const geocoder = createGeocoder(fastify.config.geocoderUrl, fastify.log);

  fastify.get(
    '/geo/reverse',
    {
      schema: {
        tags: ['geo'],
        summary: 'The state, region and county around a position',
        description:
          'From the bundled Natural Earth boundaries of states and provinces (no network), or from a Nominatim-compatible service at GEOCODER_URL (which also knows the county and city). Fields are null where nothing is known, e.g. at sea.',
        querystring: Coordinates,
        response: { 200: ReverseGeocodeResponse, 400: ErrorResponse },
      },
    },
    async (request) => {
      const place = await failWith(request.log, 'Failed to find the location', () =>
        geocoder.reverse(request.query.lat, request.query.lon),
      );
      return { success: true as const, ...place };
    },
  );
};
