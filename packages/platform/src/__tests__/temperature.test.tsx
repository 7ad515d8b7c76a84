import { act, render, screen } from '@testing-library/react';
import type { Weather } from '@voices/contracts';
import {
  formatTemperature,
  fromCelsius,
  fromFahrenheit,
  readerTemperatureUnit,
  temperatureUnitFor,
  useTemperatureUnit,
  weatherTemperatures,
} from '../weather';

function browserLanguage(tag: string) {
  return jest.spyOn(navigator, 'language', 'get').mockReturnValue(tag);
}

afterEach(() => jest.restoreAllMocks());

describe('the unit of a locale', () => {
  it.each(['en-US', 'es-US', 'en-us', 'en_US', 'en-PR', 'en-GU', 'en-BS', 'en-BZ', 'en-KY'])(
    '%s reads °F',
    (tag) => expect(temperatureUnitFor(tag)).toBe('fahrenheit'),
  );

  it.each(['en-LR', 'en-PW', 'en-FM', 'en-MH', 'en-VI', 'en-AS', 'en-MP'])(
    '%s reads °F too',
    (tag) => expect(temperatureUnitFor(tag)).toBe('fahrenheit'),
  );

  it.each(['en-GB', 'en-CA', 'fr-CA', 'en-IN', 'hi-IN', 'de-DE', 'en-AU', 'my-MM', 'es-MX'])(
    '%s reads °C',
    (tag) => expect(temperatureUnitFor(tag)).toBe('celsius'),
  );

  it('takes the likely region of a tag without one', () => {
    expect(temperatureUnitFor('en')).toBe('fahrenheit');
    expect(temperatureUnitFor('fr')).toBe('celsius');
    expect(temperatureUnitFor('hi')).toBe('celsius');
    expect(temperatureUnitFor('zh-Hant')).toBe('celsius');
  });

  it("follows a tag's own unit keyword over its region", () => {
    expect(temperatureUnitFor('en-US-u-mu-celsius')).toBe('celsius');
    expect(temperatureUnitFor('en-GB-u-ca-gregory-mu-fahrenhe')).toBe('fahrenheit');
  });

  it('reads °C when there is no usable locale', () => {
    expect(temperatureUnitFor('')).toBe('celsius');
    expect(temperatureUnitFor(undefined)).toBe('celsius');
    expect(temperatureUnitFor(null)).toBe('celsius');
    expect(temperatureUnitFor('not a locale!')).toBe('celsius');
  });

  it("reads the browser's language", () => {
    browserLanguage('en-US');
    expect(readerTemperatureUnit()).toBe('fahrenheit');
    browserLanguage('en-IN');
    expect(readerTemperatureUnit()).toBe('celsius');
  });
});

describe('conversions', () => {
  it('converts °C to whole degrees of either unit', () => {
    expect(fromCelsius(24.6, 'celsius')).toBe(25);
    expect(fromCelsius(24.6, 'fahrenheit')).toBe(76);
    expect(fromCelsius(-40, 'fahrenheit')).toBe(-40);
    expect(fromCelsius(100, 'fahrenheit')).toBe(212);
    expect(fromCelsius(0, 'fahrenheit')).toBe(32);
  });

  it('converts °F to whole degrees of either unit', () => {
    expect(fromFahrenheit(72, 'celsius')).toBe(22);
    expect(fromFahrenheit(78, 'celsius')).toBe(26);
    expect(fromFahrenheit(65, 'celsius')).toBe(18);
    expect(fromFahrenheit(72, 'fahrenheit')).toBe(72);
  });

  it("never writes '-0'", () => {
    expect(Object.is(fromCelsius(-0.4, 'celsius'), 0)).toBe(true);
    expect(Object.is(fromFahrenheit(31.5, 'celsius'), 0)).toBe(true);
    expect(formatTemperature(fromCelsius(-0.2, 'celsius'), 'celsius')).toBe('0°C');
  });

  it('writes the unit after the degrees', () => {
    expect(formatTemperature(22, 'celsius')).toBe('22°C');
    expect(formatTemperature(-5, 'fahrenheit')).toBe('-5°F');
  });
});

describe('what a weather widget shows', () => {
  const weather: Pick<Weather, 'main'> = {
    main: {
      temp: 24.6,
      feels_like: 26.9,
      humidity: 70,
      pressure: 1008,
      temp_max: 26.1,
      temp_min: 22.4,
    },
  };

  it("shows the gateway's °C reading in the reader's unit", () => {
    expect(weatherTemperatures(weather, 'celsius')).toEqual({
      unit: 'celsius',
      now: 25,
      high: 26,
      low: 22,
      feelsLike: 27,
      live: true,
    });
    expect(weatherTemperatures(weather, 'fahrenheit')).toEqual({
      unit: 'fahrenheit',
      now: 76,
      high: 79,
      low: 72,
      feelsLike: 80,
      live: true,
    });
  });

  it("keeps the spec's defaults in the same unit as a live reading", () => {
    expect(weatherTemperatures(null, 'fahrenheit')).toEqual({
      unit: 'fahrenheit',
      now: 72,
      high: 78,
      low: 65,
      feelsLike: null,
      live: false,
    });
    expect(weatherTemperatures(undefined, 'celsius')).toEqual({
      unit: 'celsius',
      now: 22,
      high: 26,
      low: 18,
      feelsLike: null,
      live: false,
    });
  });
});

describe('useTemperatureUnit', () => {
  function Unit() {
    return <p>{useTemperatureUnit()}</p>;
  }

  it("follows the browser's language as it changes", () => {
    browserLanguage('en-US');
    render(<Unit />);
    expect(screen.getByText('fahrenheit')).toBeInTheDocument();
    browserLanguage('de-DE');
    act(() => {
      window.dispatchEvent(new Event('languagechange'));
    });
    expect(screen.getByText('celsius')).toBeInTheDocument();
  });
});
