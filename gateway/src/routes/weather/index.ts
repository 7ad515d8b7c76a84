import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Coordinates, ErrorResponse, WeatherResponse } from '@voices/contracts';
import { createGeocoder } from '../../lib/geocoding';
import { HttpError } from '../../lib/http-errors';
import { createWeatherService, WeatherUnavailableError } from '../../lib/weather';

export const WEATHER_UNAVAILABLE = 'The weather service is not answering. Please try again later.';

/** The current weather where the reader is. */
export const weatherRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { config } = fastify;
  const weather = createWeatherService({
    ...(config.openWeatherApiKey ? { openWeatherApiKey: config.openWeatherApiKey } : {}),
    ...(config.openMeteoUrl ? { openMeteoUrl: config.openMeteoUrl } : {}),
    ...(config.openWeatherUrl ? { openWeatherUrl: config.openWeatherUrl } : {}),
    geocoder: createGeocoder(config.geocoderUrl, fastify.log),
    log: fastify.log,
    ...(config.now ? { now: () => config.now!().getTime() } : {}),
  });

  fastify.get(
    '/weather/current',
    {
      schema: {
        tags: ['weather'],
        summary: 'The current weather at a position',
        description:
          "OpenWeatherMap's shape (°C, wind in m/s) from Open-Meteo, or from OpenWeatherMap when OPENWEATHER_API_KEY is set; kept 10 minutes per 0.1° area. 502 when the service does not answer.",
        querystring: Coordinates,
        response: { 200: WeatherResponse, 400: ErrorResponse, 502: ErrorResponse },
      },
    },
    async (request) => {
      try {
        const data = await weather.current(request.query.lat, request.query.lon);
        return { success: true as const, data };
      } catch (error) {
        if (error instanceof WeatherUnavailableError) {
          request.log.warn({ err: error.message }, 'weather unavailable');
          throw new HttpError(502, WEATHER_UNAVAILABLE);
        }
        throw error;
      }
    },
  );
};
