import { screen, waitFor, within } from '@testing-library/react';
import type { WeatherResponse } from '@voices/contracts';
import { ApiError } from '@voices/platform';
import {
  API,
  HttpResponse,
  fail,
  http,
  renderWithProviders,
  server,
} from '@voices/platform/testing';
import { requestsTo } from '../../../../testing/requests';
import { WeatherCard, weatherErrorMessage } from '../weather-card';
import { weatherKind } from '../weather-icon';

const render = (ui: React.ReactElement) => renderWithProviders(ui);

const getCurrentPosition = jest.fn();

function givePosition() {
  getCurrentPosition.mockImplementation((success: PositionCallback) =>
    success({ coords: { latitude: 28.61, longitude: 77.21 } } as GeolocationPosition),
  );
}

function failPosition(code: number, message = '') {
  getCurrentPosition.mockImplementation(
    (_success: PositionCallback, failure: PositionErrorCallback) =>
      failure({ code, message } as GeolocationPositionError),
  );
}

const WEATHER: WeatherResponse = {
  success: true,
  data: {
    name: 'New Delhi',
    coord: { lat: 28.61, lon: 77.21 },
    weather: [{ id: 501, main: 'Rain', description: 'moderate rain', icon: '10d' }],
    main: {
      temp: 24.6,
      feels_like: 27.2,
      humidity: 83,
      pressure: 1006,
      temp_max: 26.1,
      temp_min: 22.4,
    },
    wind: { speed: 3.64 },
    dt: 1_893_499_200,
    units: 'metric',
    source: 'open-meteo',
  },
};

function answerWeather(answer: () => Response | Promise<Response>) {
  server.use(http.get(`${API}/weather/current`, answer));
}

/** The reader's browser language, which picks the unit. */
function readerLocale(tag: string) {
  jest.spyOn(navigator, 'language', 'get').mockReturnValue(tag);
}

/** The spec's defaults, in °C for the reader in India most tests have. */
function expectDefaults() {
  expect(screen.getByText('22°C')).toBeInTheDocument();
  expect(screen.getByText('Partly Cloudy')).toBeInTheDocument();
  expect(screen.getByLabelText('High and low')).toHaveTextContent('26° / 18°');
}

beforeEach(() => {
  readerLocale('en-IN');
  getCurrentPosition.mockReset();
  Object.defineProperty(navigator, 'geolocation', {
    value: { getCurrentPosition },
    configurable: true,
  });
});

afterEach(() => jest.restoreAllMocks());

afterAll(() => {
  Object.defineProperty(navigator, 'geolocation', { value: undefined, configurable: true });
});

it('shows the weather where the reader is, with wind in m/s', async () => {
  givePosition();
  answerWeather(() => HttpResponse.json(WEATHER));
  render(<WeatherCard />);

  expect(await screen.findByText('25°C')).toBeInTheDocument();
  expect(screen.getByText('New Delhi')).toBeInTheDocument();
  expect(screen.getByText('Moderate Rain')).toBeInTheDocument();
  expect(screen.getByLabelText('High and low')).toHaveTextContent('26° / 22°');
  expect(screen.getByText('3.6 m/s')).toBeInTheDocument();
  expect(screen.getByText('83%')).toBeInTheDocument();
  expect(screen.getByText('27°C')).toBeInTheDocument();
  expect(screen.getByText('1006 hPa')).toBeInTheDocument();
  expect(document.querySelector('svg[data-kind="rain"]')).not.toBeNull();
  expect(requestsTo('weather/current')[0]!.query).toEqual({ lat: '28.61', lon: '77.21' });
  const [, , options] = getCurrentPosition.mock.calls[0]!;
  expect(options).toMatchObject({ timeout: 10_000, maximumAge: 300_000 });
});

it('keeps the defaults until the weather arrives', () => {
  getCurrentPosition.mockImplementation(() => undefined);
  render(<WeatherCard />);
  expectDefaults();
  expect(screen.getByText('Loading weather...')).toBeInTheDocument();
});

describe('for a reader in the United States', () => {
  beforeEach(() => readerLocale('en-US'));

  it('shows the live weather in °F, every temperature of it', async () => {
    givePosition();
    answerWeather(() => HttpResponse.json(WEATHER));
    render(<WeatherCard />);

    expect(await screen.findByText('76°F')).toBeInTheDocument();
    expect(screen.getByLabelText('High and low')).toHaveTextContent('79° / 72°');
    expect(screen.getByText('Feels like').nextSibling).toHaveTextContent('81°F');
    expect(screen.queryByText(/°C/)).not.toBeInTheDocument();
    expect(screen.getByText('3.6 m/s')).toBeInTheDocument();
  });

  it("keeps the spec's defaults in °F", () => {
    getCurrentPosition.mockImplementation(() => undefined);
    render(<WeatherCard />);
    expect(screen.getByText('72°F')).toBeInTheDocument();
    expect(screen.getByLabelText('High and low')).toHaveTextContent('78° / 65°');
  });
});

it('shows the defaults and the live weather in one unit for a °C reader', async () => {
  givePosition();
  let answer: ((response: Response) => void) | null = null;
  answerWeather(() => new Promise<Response>((resolve) => (answer = resolve)));
  render(<WeatherCard />);
  await waitFor(() => expect(answer).not.toBeNull());
  expectDefaults();
  expect(screen.queryByText(/°F/)).not.toBeInTheDocument();
  answer!(HttpResponse.json(WEATHER));
  expect(await screen.findByText('25°C')).toBeInTheDocument();
  expect(screen.queryByText(/°F/)).not.toBeInTheDocument();
});

describe('when there is no weather to show', () => {
  it.each([
    [1, 'Location permission denied. Please enable location access to see weather.'],
    [3, 'Request timed out. Please try again.'],
    [2, 'Unable to get location: Position unavailable'],
  ])('position error %i says %p and keeps the defaults', async (code, message) => {
    failPosition(code, 'Position unavailable');
    render(<WeatherCard />);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expectDefaults();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('says when the browser cannot locate at all, with no retry', async () => {
    Object.defineProperty(navigator, 'geolocation', { value: undefined, configurable: true });
    render(<WeatherCard />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Geolocation is not supported by this browser',
    );
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expectDefaults();
  });

  it.each([
    [
      new ApiError('Failed to fetch', 0),
      'Unable to connect to weather service. Please check your internet connection.',
    ],
    [
      new ApiError('Network error', 0),
      'Network error. Please check your connection and try again.',
    ],
    [new ApiError('The request timed out', 0), 'Request timed out. Please try again.'],
  ])('a call that got no answer (%p) says %p', (error, message) => {
    expect(weatherErrorMessage(error)).toBe(message);
  });

  it.each([
    [
      'a 503 with a message',
      () => fail(503, 'Weather service unavailable'),
      'Weather service unavailable',
    ],
    [
      'a bare 502',
      () => new HttpResponse(null, { status: 502 }),
      'Failed to fetch weather data. Please try again.',
    ],
    [
      'no answer at all',
      () => HttpResponse.error(),
      'Unable to connect to weather service. Please check your internet connection.',
    ],
  ])('%s says %p', async (_name, answer, message) => {
    givePosition();
    answerWeather(answer);
    render(<WeatherCard />);
    // The client tries a 5xx or a lost connection twice more before it gives up.
    expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(message);
    expectDefaults();
  });

  it('tries again on Retry', async () => {
    givePosition();
    let calls = 0;
    answerWeather(() => {
      calls += 1;
      return calls === 1 ? fail(404, 'No weather for this place') : HttpResponse.json(WEATHER);
    });
    const { user } = render(<WeatherCard />);
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('25°C')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

it('maps a generic failure without a message to the fallback', () => {
  expect(weatherErrorMessage(new Error(''))).toBe(
    'Failed to fetch weather data. Please try again.',
  );
  expect(weatherErrorMessage('odd')).toBe('Failed to fetch weather data. Please try again.');
});

it('picks the icon by condition code range', () => {
  expect([211, 310, 502, 600, 741, 800, 801, 804, 900].map(weatherKind)).toEqual([
    'storm',
    'rain',
    'rain',
    'snow',
    'mist',
    'clear',
    'clouds',
    'clouds',
    'clouds',
  ]);
  render(<WeatherCard />);
  const card = screen.getByRole('region', { name: 'Weather' });
  expect(within(card).getByText('Partly Cloudy')).toBeInTheDocument();
});
