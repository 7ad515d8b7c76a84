import { Type, type Static } from '@sinclair/typebox';

export const Coordinates = Type.Object({
  lat: Type.Number({ minimum: -90, maximum: 90 }),
  lon: Type.Number({ minimum: -180, maximum: 180 }),
});
export type Coordinates = Static<typeof Coordinates>;

/**
 * The current weather (spec 001 §3) in OpenWeatherMap's shape, whichever service answered:
 * temperatures in °C, wind in m/s, `weather[0].id` an OpenWeatherMap condition code (2xx
 * thunder, 3xx drizzle, 5xx rain, 6xx snow, 7xx fog, 800 clear, 80x clouds).
 */
export const Weather = Type.Object(
  {
    name: Type.String({ description: 'The place, when known; else empty' }),
    coord: Coordinates,
    weather: Type.Array(
      Type.Object({
        id: Type.Integer(),
        main: Type.String(),
        description: Type.String(),
        icon: Type.String(),
      }),
      { minItems: 1 },
    ),
    main: Type.Object({
      temp: Type.Number(),
      feels_like: Type.Number(),
      humidity: Type.Number(),
      pressure: Type.Number(),
      temp_max: Type.Number(),
      temp_min: Type.Number(),
    }),
    wind: Type.Object({ speed: Type.Number(), deg: Type.Optional(Type.Number()) }),
    dt: Type.Integer({ description: 'Unix seconds of the observation' }),
    units: Type.Literal('metric'),
    source: Type.Union([Type.Literal('open-meteo'), Type.Literal('openweathermap')]),
  },
  { title: 'Weather' },
);
export type Weather = Static<typeof Weather>;

/** `GET /weather/current?lat&lon`. */
export const WeatherResponse = Type.Object(
  { success: Type.Literal(true), data: Weather },
  { title: 'WeatherResponse' },
);
export type WeatherResponse = Static<typeof WeatherResponse>;
