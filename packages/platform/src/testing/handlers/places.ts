import { http, HttpResponse } from 'msw';
import type { AiEnhanceResponse, ReverseGeocodeResponse, WeatherResponse } from '@voices/contracts';
import { AI_MESSAGES } from '@voices/contracts/constants';
import { API, bearer, fail, unauthorized } from './common';

export const placeHandlers = [
  http.get(`${API}/weather/current`, ({ request }) => {
    const url = new URL(request.url);
    const lat = Number(url.searchParams.get('lat'));
    const lon = Number(url.searchParams.get('lon'));
    return HttpResponse.json<WeatherResponse>({
      success: true,
      data: {
        name: 'Bengaluru',
        coord: { lat, lon },
        weather: [{ id: 802, main: 'Clouds', description: 'scattered clouds', icon: '03d' }],
        main: {
          temp: 24,
          feels_like: 25,
          humidity: 60,
          pressure: 1012,
          temp_max: 27,
          temp_min: 19,
        },
        wind: { speed: 3.1 },
        dt: 1_893_499_200,
        units: 'metric',
        source: 'open-meteo',
      },
    });
  }),
  http.get(`${API}/geo/reverse`, () =>
    HttpResponse.json<ReverseGeocodeResponse>({
      success: true,
      state: 'Karnataka',
      region: null,
      county: null,
      city: null,
      country: 'India',
      countryCode: 'IN',
      source: 'offline',
    }),
  ),
  http.post<never, { title?: string; content?: string }>(
    `${API}/ai/enhance`,
    async ({ request }) => {
      if (!bearer(request)) return unauthorized();
      const { title, content } = await request.json();
      if (!title?.trim() || !content?.trim()) return fail(400, AI_MESSAGES.titleAndContentRequired);
      return HttpResponse.json<AiEnhanceResponse>({
        success: true,
        summaryTitle: title.trim().slice(0, 59),
        summaryContent: content.trim().split(/\s+/).slice(0, 150).join(' '),
      });
    },
  ),
];
