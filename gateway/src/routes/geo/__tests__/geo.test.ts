import type { IncomingMessage, ServerResponse } from 'node:http';
import { buildTestApp } from '../../../testing';
import { startLoopbackServer, type LoopbackServer } from '../../../testing/loopback-server';

const servers: LoopbackServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

describe('GET /api/geo/reverse (bundled boundaries)', () => {
  it.each([
    ['Bengaluru', 12.9716, 77.5946, 'Karnataka', 'South', 'India', 'IN'],
    ['Chennai', 13.0827, 80.2707, 'Tamil Nadu', 'South', 'India', 'IN'],
    ['Mumbai', 19.076, 72.8777, 'Maharashtra', 'West', 'India', 'IN'],
    ['Kolkata', 22.5726, 88.3639, 'West Bengal', 'East', 'India', 'IN'],
    ['Hyderabad', 17.385, 78.4867, 'Telangana', 'South', 'India', 'IN'],
    ['New York', 40.7128, -74.006, 'New York', 'Northeast', 'United States of America', 'US'],
    ['Sydney', -33.8688, 151.2093, 'New South Wales', null, 'Australia', 'AU'],
    // Just off the beach: the nearest state within reach answers.
    ['off Marina Beach', 13.05, 80.3, 'Tamil Nadu', 'South', 'India', 'IN'],
  ])('finds %s', async (_name, lat, lon, state, region, country, countryCode) => {
    const app = await buildTestApp();
    const res = await app.inject({ method: 'GET', url: `/api/geo/reverse?lat=${lat}&lon=${lon}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      state,
      region,
      county: null,
      city: null,
      country,
      countryCode,
      source: 'offline',
    });
  });

  it('knows nothing in the open sea', async () => {
    const app = await buildTestApp();
    const res = await app.inject({ method: 'GET', url: '/api/geo/reverse?lat=0&lon=-30' });
    expect(res.json()).toMatchObject({ success: true, state: null, region: null, country: null });
  });

  it('refuses positions out of range', async () => {
    const app = await buildTestApp();
    expect(
      (await app.inject({ method: 'GET', url: '/api/geo/reverse?lat=-91&lon=0' })).statusCode,
    ).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/api/geo/reverse?lat=0' })).statusCode).toBe(
      400,
    );
  });
});

describe('GET /api/geo/reverse (GEOCODER_URL)', () => {
  it('asks a Nominatim-compatible service and keeps its answer', async () => {
    const server = await startLoopbackServer(
      (_request: IncomingMessage, response: ServerResponse) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({
            place_id: 1,
            display_name: 'Jayanagar, Bengaluru, Karnataka, India',
            address: {
              suburb: 'Jayanagar',
              city: 'Bengaluru',
              county: 'Bangalore South',
              state_district: 'Bangalore Urban',
              state: 'Karnataka',
              country: 'India',
              country_code: 'in',
            },
          }),
        );
      },
    );
    servers.push(server);
    const app = await buildTestApp({ config: { geocoderUrl: `${server.origin}/nominatim` } });
    const res = await app.inject({ method: 'GET', url: '/api/geo/reverse?lat=12.93&lon=77.58' });
    expect(res.json()).toEqual({
      success: true,
      state: 'Karnataka',
      region: null,
      county: 'Bangalore South',
      city: 'Bengaluru',
      country: 'India',
      countryCode: 'IN',
      source: 'geocoder',
    });
    const request = server.requests[0]!;
    const url = new URL(request.url, server.origin);
    expect(url.pathname).toBe('/nominatim/reverse');
    expect(url.searchParams.get('format')).toBe('jsonv2');
    expect(url.searchParams.get('lat')).toBe('12.93');
    expect(url.searchParams.get('lon')).toBe('77.58');
    expect(request.headers['user-agent']).toMatch(/^Voices\//);

    await app.inject({ method: 'GET', url: '/api/geo/reverse?lat=12.9301&lon=77.5799' });
    expect(server.requests).toHaveLength(1);
  });

  it('falls back to the bundled boundaries when the service fails', async () => {
    const server = await startLoopbackServer(
      (_request: IncomingMessage, response: ServerResponse) => {
        response.writeHead(503).end('busy');
      },
    );
    servers.push(server);
    const app = await buildTestApp({ config: { geocoderUrl: server.origin } });
    const res = await app.inject({ method: 'GET', url: '/api/geo/reverse?lat=12.97&lon=77.59' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ state: 'Karnataka', source: 'offline' });
    expect(server.requests).toHaveLength(1);
  });

  it('answers nulls where the service knows no address', async () => {
    const server = await startLoopbackServer(
      (_request: IncomingMessage, response: ServerResponse) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: 'Unable to geocode' }));
      },
    );
    servers.push(server);
    const app = await buildTestApp({ config: { geocoderUrl: server.origin } });
    const res = await app.inject({ method: 'GET', url: '/api/geo/reverse?lat=0&lon=-30' });
    expect(res.json()).toEqual({
      success: true,
      state: null,
      region: null,
      county: null,
      city: null,
      country: null,
      countryCode: null,
      source: 'geocoder',
    });
  });
});
