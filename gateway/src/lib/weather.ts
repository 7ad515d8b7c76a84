import type { FastifyBaseLogger } from 'fastify';
import type { Weather } from '@voices/contracts';
import type { ReverseGeocoder } from './geocoding';
import { OutboundError, outboundJson } from './outbound-fetch';
import { TtlCache } from './ttl-cache';

export const DEFAULT_OPEN_METEO_URL = 'https://api.open-meteo.com';
export const DEFAULT_OPENWEATHER_URL = 'https://api.openweathermap.org';

/** Answers are kept this long per area. */
export const WEATHER_CACHE_MS = 10 * 60 * 1000;

/** The weather service did not give a usable answer. */
export class WeatherUnavailableError extends Error {
  override name = 'WeatherUnavailableError';
}

type Condition = [id: number, main: string, description: string, icon: string];

/**
 * WMO weather interpretation codes (Open-Meteo's `weather_code`) as OpenWeatherMap conditions,
 * whose id ranges the client picks icons and colours by.
 */
const WMO_CONDITIONS: Record<number, Condition> = {
  0: [800, 'Clear', 'clear sky', '01'],
  1: [801, 'Clouds', 'mainly clear', '02'],
  2: [802, 'Clouds', 'partly cloudy', '03'],
  3: [804, 'Clouds', 'overcast clouds', '04'],
  45: [741, 'Fog', 'fog', '50'],
  48: [741, 'Fog', 'depositing rime fog', '50'],
  51: [300, 'Drizzle', 'light drizzle', '09'],
  53: [301, 'Drizzle', 'drizzle', '09'],
  55: [302, 'Drizzle', 'heavy drizzle', '09'],
  56: [511, 'Rain', 'light freezing drizzle', '13'],
  57: [511, 'Rain', 'freezing drizzle', '13'],
  61: [500, 'Rain', 'light rain', '10'],
  63: [501, 'Rain', 'moderate rain', '10'],
  65: [502, 'Rain', 'heavy rain', '10'],
  66: [511, 'Rain', 'light freezing rain', '13'],
  67: [511, 'Rain', 'freezing rain', '13'],
  71: [600, 'Snow', 'light snow', '13'],
  73: [601, 'Snow', 'snow', '13'],
  75: [602, 'Snow', 'heavy snow', '13'],
  77: [600, 'Snow', 'snow grains', '13'],
  80: [520, 'Rain', 'light shower rain', '09'],
  81: [521, 'Rain', 'shower rain', '09'],
  82: [522, 'Rain', 'heavy shower rain', '09'],
  85: [620, 'Snow', 'light shower snow', '13'],
  86: [622, 'Snow', 'heavy shower snow', '13'],
  95: [211, 'Thunderstorm', 'thunderstorm', '11'],
  96: [201, 'Thunderstorm', 'thunderstorm with light hail', '11'],
  99: [202, 'Thunderstorm', 'thunderstorm with heavy hail', '11'],
};

export function wmoCondition(code: number, isDay = true): Weather['weather'][number] {
  const [id, main, description, icon] = WMO_CONDITIONS[code] ?? [803, 'Clouds', 'cloudy', '04'];
  return { id, main, description, icon: `${icon}${isDay ? 'd' : 'n'}` };
}

function num(value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new WeatherUnavailableError('the weather service gave an incomplete answer');
  }
  return value;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

interface OpenMeteoAnswer {
  utc_offset_seconds?: number;
  current?: Record<string, unknown>;
  daily?: { temperature_2m_max?: unknown[]; temperature_2m_min?: unknown[] };
}

export function fromOpenMeteo(
  body: OpenMeteoAnswer,
  coord: { lat: number; lon: number },
  name: string,
  nowMs: number,
): Weather {
  const current = body.current ?? {};
  const temp = num(current.temperature_2m);
  const daily = body.daily ?? {};
  const max = daily.temperature_2m_max?.[0];
  const min = daily.temperature_2m_min?.[0];
  const time = typeof current.time === 'string' ? Date.parse(`${current.time}Z`) : NaN;
  const dt = Number.isFinite(time)
    ? Math.round(time / 1000) - (body.utc_offset_seconds ?? 0)
    : Math.floor(nowMs / 1000);
  return {
    name,
    coord,
    weather: [wmoCondition(num(current.weather_code), current.is_day !== 0)],
    main: {
      temp: round1(temp),
      feels_like: round1(
        typeof current.apparent_temperature === 'number' ? current.apparent_temperature : temp,
      ),
      humidity: num(current.relative_humidity_2m),
      pressure: Math.round(
        typeof current.pressure_msl === 'number'
          ? current.pressure_msl
          : num(current.surface_pressure),
      ),
      temp_max: round1(typeof max === 'number' ? max : temp),
      temp_min: round1(typeof min === 'number' ? min : temp),
    },
    wind: {
      speed: round1(num(current.wind_speed_10m)),
      ...(typeof current.wind_direction_10m === 'number'
        ? { deg: current.wind_direction_10m }
        : {}),
    },
    dt,
    units: 'metric',
    source: 'open-meteo',
  };
}

interface OpenWeatherAnswer {
  name?: unknown;
  dt?: unknown;
  weather?: { id?: unknown; main?: unknown; description?: unknown; icon?: unknown }[];
  main?: Record<string, unknown>;
  wind?: { speed?: unknown; deg?: unknown };
}

export function fromOpenWeather(
  body: OpenWeatherAnswer,
  coord: { lat: number; lon: number },
  nowMs: number,
): Weather {
  const condition = body.weather?.[0];
  const main = body.main ?? {};
  if (!condition)
    throw new WeatherUnavailableError('the weather service gave an incomplete answer');
  const str = (value: unknown, fallback: string) =>
    typeof value === 'string' && value ? value : fallback;
  return {
    name: str(body.name, ''),
    coord,
    weather: [
      {
        id: Math.round(num(condition.id)),
        main: str(condition.main, ''),
        description: str(condition.description, ''),
        icon: str(condition.icon, ''),
      },
    ],
    main: {
      temp: num(main.temp),
      feels_like: typeof main.feels_like === 'number' ? main.feels_like : num(main.temp),
      humidity: num(main.humidity),
      pressure: num(main.pressure),
      temp_max: typeof main.temp_max === 'number' ? main.temp_max : num(main.temp),
      temp_min: typeof main.temp_min === 'number' ? main.temp_min : num(main.temp),
    },
    wind: {
      speed: num(body.wind?.speed),
      ...(typeof body.wind?.deg === 'number' ? { deg: body.wind.deg } : {}),
    },
    dt: typeof body.dt === 'number' ? Math.round(body.dt) : Math.floor(nowMs / 1000),
    units: 'metric',
    source: 'openweathermap',
  };
}

export interface WeatherServiceOptions {
  /** Set: OpenWeatherMap; unset: Open-Meteo. */
  openWeatherApiKey?: string;
  openMeteoUrl?: string;
  openWeatherUrl?: string;
  /** Names the place for Open-Meteo, which answers only with numbers. */
  geocoder: ReverseGeocoder;
  log?: FastifyBaseLogger;
  now?: () => number;
  timeoutMs?: number;
}

/**
 * The current weather by position, from Open-Meteo (no key) or OpenWeatherMap. Positions are
 * rounded to 0.1° (about 11 km): the service is asked about the area, not the reader's exact
 * spot, and readers in one area share one cached answer for ten minutes.
 */
export function createWeatherService(options: WeatherServiceOptions) {
  const now = options.now ?? Date.now;
  const cache = new TtlCache<Weather>(WEATHER_CACHE_MS, 5_000, now);
  const timeoutMs = options.timeoutMs ?? 8_000;

  async function openMeteo(lat: number, lon: number): Promise<Weather> {
    const base = (options.openMeteoUrl ?? DEFAULT_OPEN_METEO_URL).replace(/\/+$/, '');
    const params = new URLSearchParams({
      latitude: String(lat),
      longitude: String(lon),
      current:
        'temperature_2m,relative_humidity_2m,apparent_temperature,is_day,weather_code,pressure_msl,surface_pressure,wind_speed_10m,wind_direction_10m',
      daily: 'temperature_2m_max,temperature_2m_min',
      timezone: 'auto',
      forecast_days: '1',
      wind_speed_unit: 'ms',
    });
    const [body, place] = await Promise.all([
      outboundJson<OpenMeteoAnswer>(`${base}/v1/forecast?${params}`, { timeoutMs }),
      options.geocoder.reverse(lat, lon).catch(() => null),
    ]);
    const name = place?.city ?? place?.county ?? place?.state ?? place?.country ?? '';
    return fromOpenMeteo(body, { lat, lon }, name, now());
  }

  async function openWeather(lat: number, lon: number, key: string): Promise<Weather> {
    const base = (options.openWeatherUrl ?? DEFAULT_OPENWEATHER_URL).replace(/\/+$/, '');
    const params = new URLSearchParams({
      lat: String(lat),
      lon: String(lon),
      appid: key,
      units: 'metric',
    });
    const body = await outboundJson<OpenWeatherAnswer>(`${base}/data/2.5/weather?${params}`, {
      timeoutMs,
    });
    return fromOpenWeather(body, { lat, lon }, now());
  }

  return {
    provider: options.openWeatherApiKey ? ('openweathermap' as const) : ('open-meteo' as const),

    async current(lat: number, lon: number): Promise<Weather> {
      const rlat = Math.round(lat * 10) / 10 || 0;
      const rlon = Math.round(lon * 10) / 10 || 0;
      try {
        return await cache.getOrLoad(`${rlat},${rlon}`, () =>
          options.openWeatherApiKey
            ? openWeather(rlat, rlon, options.openWeatherApiKey)
            : openMeteo(rlat, rlon),
        );
      } catch (error) {
        if (error instanceof WeatherUnavailableError) throw error;
        const reason = error instanceof OutboundError ? error.message : String(error);
        options.log?.warn({ err: reason }, 'the weather service failed');
        throw new WeatherUnavailableError(reason, { cause: error });
      }
    },
  };
}

export type WeatherService = ReturnType<typeof createWeatherService>;
