import { render, screen, waitFor } from '@testing-library/react';
import type { Weather } from '@voices/contracts';
import { renderWithProviders } from '@voices/platform/testing';
import { ReaderWeatherBox, WeatherBox, weatherSymbol } from '../weather-box';

const MYSURU: Weather = {
  name: 'Mysuru',
  coord: { lat: 12.3, lon: 76.6 },
  weather: [{ id: 500, main: 'Rain', description: 'light rain', icon: '10d' }],
  main: { temp: 25, feels_like: 26, humidity: 80, pressure: 1009, temp_max: 30, temp_min: 20.2 },
  wind: { speed: 2.5 },
  dt: 1_893_499_200,
  units: 'metric',
  source: 'open-meteo',
};

function readerLocale(tag: string) {
  jest.spyOn(navigator, 'language', 'get').mockReturnValue(tag);
}

afterEach(() => {
  jest.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'geolocation');
});

const box = () => screen.getByLabelText('Weather');

describe('for a reader in the United States', () => {
  beforeEach(() => readerLocale('en-US'));

  it("shows the gateway's °C reading in °F", () => {
    render(<WeatherBox weather={MYSURU} />);
    expect(box()).toHaveTextContent('77°F');
    expect(box()).toHaveTextContent('High 86° / , low 68°');
    expect(box()).toHaveTextContent('Light Rain');
    expect(box()).toHaveTextContent('Mysuru');
    expect(box()).not.toHaveTextContent('°C');
  });

  it("shows the spec's defaults as written", () => {
    render(<WeatherBox weather={null} />);
    expect(box()).toHaveTextContent('72°F');
    expect(box()).toHaveTextContent('High 78° / , low 65°');
    expect(box()).toHaveTextContent('Partly Cloudy');
  });
});

describe('for a reader elsewhere', () => {
  beforeEach(() => readerLocale('en-IN'));

  it('shows the reading in °C, as it came', () => {
    render(<WeatherBox weather={MYSURU} />);
    expect(box()).toHaveTextContent('25°C');
    expect(box()).toHaveTextContent('High 30° / , low 20°');
    expect(box()).not.toHaveTextContent('°F');
  });

  it("shows the spec's defaults converted to °C", () => {
    render(<WeatherBox weather={null} />);
    expect(box()).toHaveTextContent('22°C');
    expect(box()).toHaveTextContent('High 26° / , low 18°');
    expect(box()).not.toHaveTextContent('°F');
  });

  it('keeps one unit from the defaults to the weather where the reader is', async () => {
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: {
        getCurrentPosition: (ok: PositionCallback) =>
          ok({ coords: { latitude: 12.97, longitude: 77.59 } } as GeolocationPosition),
      },
    });
    renderWithProviders(<ReaderWeatherBox />);
    expect(box()).toHaveTextContent('22°C');
    await waitFor(() => expect(box()).toHaveTextContent('Bengaluru'));
    expect(box()).toHaveTextContent('24°C');
    expect(box()).toHaveTextContent('High 27° / , low 19°');
  });
});

it('picks the symbol by condition code range', () => {
  expect([211, 310, 502, 600, 741, 800, 801].map(weatherSymbol)).toEqual([
    '⛈️',
    '🌧️',
    '🌧️',
    '❄️',
    '🌫️',
    '☀️',
    '⛅',
  ]);
});
