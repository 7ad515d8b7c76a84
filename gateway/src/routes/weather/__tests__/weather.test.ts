import type { IncomingMessage, ServerResponse } from 'node:http';
import { wmoCondition } from '../../../lib/weather';
import { buildTestApp } from '../../../testing';
import { startLoopbackServer, type LoopbackServer } from '../../../testing/loopback-server';
import { WEATHER_UNAVAILABLE } from '..';

const servers: LoopbackServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

const OPEN_METEO_ANSWER = {
  latitude: 13,
  longitude: 77.6,
  utc_offset_seconds: 19800,
  current: {
    time: '2025-06-10T15:30',
    temperature_2m: 27.36,
    relative_humidity_2m: 61,
    apparent_temperature: 29.04,
    is_day: 1,
    weather_code: 63,
    pressure_msl: 1009.6,
    surface_pressure: 911.2,
    wind_speed_10m: 4.26,
    wind_direction_10m: 250,
  },
  daily: { temperature_2m_max: [29.9], temperature_2m_min: [20.1] },
};

const OPENWEATHER_ANSWER = {
  coord: { lon: -0.1, lat: 51.5 },
  weather: [{ id: 803, main: 'Clouds', description: 'broken clouds', icon: '04d' }],
  main: {
    temp: 16.2,
    feels_like: 15.8,
    temp_min: 14.9,
    temp_max: 17.3,
    pressure: 1018,
    humidity: 72,
  },
  wind: { speed: 5.1, deg: 240 },
  dt: 1749560000,
  name: 'London',
};

interface Upstream {
  status: number;
  body: string;
}

async function upstream(answer: Upstream): Promise<LoopbackServer> {
  const server = await startLoopbackServer(
    (_request: IncomingMessage, response: ServerResponse) => {
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(answer.body);
    },
  );
  servers.push(server);
  return server;
}

describe('GET /api/weather/current', () => {
  it('maps Open-Meteo to the OpenWeatherMap shape, for the rounded area, named offline', async () => {
    const server = await upstream({ status: 200, body: JSON.stringify(OPEN_METEO_ANSWER) });
    const app = await buildTestApp({ config: { openMeteoUrl: server.origin } });
    const res = await app.inject({
      method: 'GET',
      url: '/api/weather/current?lat=12.9716&lon=77.5946',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: {
        name: 'Karnataka',
        coord: { lat: 13, lon: 77.6 },
        weather: [{ id: 501, main: 'Rain', description: 'moderate rain', icon: '10d' }],
        main: {
          temp: 27.4,
          feels_like: 29,
          humidity: 61,
          pressure: 1010,
          temp_max: 29.9,
          temp_min: 20.1,
        },
        wind: { speed: 4.3, deg: 250 },
        dt: Date.parse('2025-06-10T10:00:00Z') / 1000,
        units: 'metric',
        source: 'open-meteo',
      },
    });
    expect(server.requests).toHaveLength(1);
    const url = new URL(server.requests[0]!.url, server.origin);
    expect(url.pathname).toBe('/v1/forecast');
    expect(url.searchParams.get('latitude')).toBe('13');
    expect(url.searchParams.get('longitude')).toBe('77.6');
    expect(url.searchParams.get('wind_speed_unit')).toBe('ms');
    expect(url.searchParams.get('current')).toContain('weather_code');
    expect(server.requests[0]!.headers['user-agent']).toMatch(/^Voices\//);
  });

  it('keeps an answer ten minutes for the whole area', async () => {
    const server = await upstream({ status: 200, body: JSON.stringify(OPEN_METEO_ANSWER) });
    let now = Date.parse('2025-06-10T10:00:00Z');
    const app = await buildTestApp({
      config: { openMeteoUrl: server.origin, now: () => new Date(now) },
    });
    const get = (query: string) =>
      app.inject({ method: 'GET', url: `/api/weather/current?${query}` });
    expect((await get('lat=12.97&lon=77.59')).statusCode).toBe(200);
    expect((await get('lat=13.01&lon=77.62')).statusCode).toBe(200);
    expect(server.requests).toHaveLength(1);
    expect((await get('lat=13.2&lon=77.6')).statusCode).toBe(200);
    expect(server.requests).toHaveLength(2);
    now += 9 * 60_000;
    await get('lat=12.97&lon=77.59');
    expect(server.requests).toHaveLength(2);
    now += 2 * 60_000;
    await get('lat=12.97&lon=77.59');
    expect(server.requests).toHaveLength(3);
  });

  it('uses OpenWeatherMap when OPENWEATHER_API_KEY is set', async () => {
    const server = await upstream({ status: 200, body: JSON.stringify(OPENWEATHER_ANSWER) });
    const app = await buildTestApp({
      config: { openWeatherApiKey: 'k123', openWeatherUrl: `${server.origin}/` },
    });
    const res = await app.inject({
      method: 'GET',
      url: '/api/weather/current?lat=51.5074&lon=-0.1278',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      name: 'London',
      coord: { lat: 51.5, lon: -0.1 },
      weather: [{ id: 803, main: 'Clouds', description: 'broken clouds', icon: '04d' }],
      main: {
        temp: 16.2,
        feels_like: 15.8,
        humidity: 72,
        pressure: 1018,
        temp_max: 17.3,
        temp_min: 14.9,
      },
      wind: { speed: 5.1, deg: 240 },
      dt: 1749560000,
      units: 'metric',
      source: 'openweathermap',
    });
    const url = new URL(server.requests[0]!.url, server.origin);
    expect(url.pathname).toBe('/data/2.5/weather');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      lat: '51.5',
      lon: '-0.1',
      appid: 'k123',
      units: 'metric',
    });
  });

  it('answers 502 with a clear message when the service fails, and remembers no failure', async () => {
    const answer: Upstream = { status: 500, body: '{"error":true}' };
    const server = await upstream(answer);
    const app = await buildTestApp({ config: { openMeteoUrl: server.origin } });
    const get = () => app.inject({ method: 'GET', url: '/api/weather/current?lat=1&lon=2' });
    const failed = await get();
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toEqual({ success: false, message: WEATHER_UNAVAILABLE });

    answer.status = 200;
    answer.body = 'not json';
    expect((await get()).statusCode).toBe(502);
    answer.body = JSON.stringify({ current: { temperature_2m: 20 } });
    expect((await get()).statusCode).toBe(502);
    answer.body = JSON.stringify(OPEN_METEO_ANSWER);
    expect((await get()).statusCode).toBe(200);
    expect(server.requests).toHaveLength(4);

    await server.close();
    const closed = await buildTestApp({ config: { openMeteoUrl: server.origin } });
    const down = await closed.inject({ method: 'GET', url: '/api/weather/current?lat=1&lon=2' });
    expect(down.statusCode).toBe(502);
  });

  it.each([
    ['lat=91&lon=0', 'lat'],
    ['lat=0&lon=-181', 'lon'],
    ['lat=abc&lon=0', 'lat'],
    ['lat=10', 'lon'],
  ])('refuses %s', async (query, field) => {
    const app = await buildTestApp();
    const res = await app.inject({ method: 'GET', url: `/api/weather/current?${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(field);
  });
});

describe('WMO weather codes', () => {
  it.each([
    [0, 800, '01d'],
    [1, 801, '02d'],
    [2, 802, '03d'],
    [3, 804, '04d'],
    [45, 741, '50d'],
    [53, 301, '09d'],
    [61, 500, '10d'],
    [65, 502, '10d'],
    [71, 600, '13d'],
    [82, 522, '09d'],
    [95, 211, '11d'],
    [99, 202, '11d'],
  ])('maps %i to the OpenWeatherMap id %i', (code, id, icon) => {
    expect(wmoCondition(code)).toMatchObject({ id, icon });
  });

  it('falls into the right ranges and marks the night', () => {
    const range = (code: number) => Math.floor(wmoCondition(code).id / 100);
    expect([95, 96, 99].map(range)).toEqual([2, 2, 2]);
    expect([51, 55, 61, 63, 80].map(range).every((r) => r === 3 || r === 5)).toBe(true);
    expect([71, 73, 75, 85, 86].map(range)).toEqual([6, 6, 6, 6, 6]);
    expect(wmoCondition(0, false).icon).toBe('01n');
    expect(wmoCondition(42).id).toBe(803);
  });
});
