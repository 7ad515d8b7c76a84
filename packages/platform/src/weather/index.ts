// @voices/platform/weather: the reader's position and the temperatures a weather box shows.
// Not part of the shared singleton (it holds no state): only the sections that show the weather
// (the home page's card, the Daily Herald's box) carry it.
export {
  getCurrentPosition,
  GeolocationError,
  GEOLOCATION_ERROR,
  GEOLOCATION_UNSUPPORTED,
  type Coordinates,
} from './geolocation';
export {
  FAHRENHEIT_REGIONS,
  temperatureUnitFor,
  readerTemperatureUnit,
  useTemperatureUnit,
  fromCelsius,
  fromFahrenheit,
  formatTemperature,
  weatherTemperatures,
  type TemperatureUnit,
  type WeatherTemperatures,
} from './temperature';
