export type WeatherKind = 'storm' | 'rain' | 'snow' | 'mist' | 'clear' | 'clouds';

/** The icon family of an OpenWeatherMap condition code (spec 001 §9: by code range). */
export function weatherKind(code: number | null | undefined): WeatherKind {
  const value = typeof code === 'number' ? code : 802;
  if (value >= 200 && value < 300) return 'storm';
  if (value >= 300 && value < 600) return 'rain';
  if (value >= 600 && value < 700) return 'snow';
  if (value >= 700 && value < 800) return 'mist';
  if (value === 800) return 'clear';
  return 'clouds';
}

const CLOUD = 'M17.5 19H8a5 5 0 1 1 .9-9.9A6 6 0 0 1 20.3 11 4 4 0 0 1 17.5 19z';
const SMALL_CLOUD = 'M17 15H8.5a4 4 0 1 1 .8-7.9 5 5 0 0 1 9.5 1.6A3.2 3.2 0 0 1 17 15z';

function Shapes({ kind }: { kind: WeatherKind }) {
  switch (kind) {
    case 'clear':
      return (
        <>
          <circle cx="12" cy="12" r="4.5" fill="currentColor" />
          <g stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
            <path d="M12 2.5v2.2M12 19.3v2.2M2.5 12h2.2M19.3 12h2.2M5.3 5.3l1.5 1.5M17.2 17.2l1.5 1.5M5.3 18.7l1.5-1.5M17.2 6.8l1.5-1.5" />
          </g>
        </>
      );
    case 'storm':
      return (
        <>
          <path d={SMALL_CLOUD} fill="currentColor" opacity="0.55" />
          <path d="M12.5 13 9.5 18h3l-1.5 4.5L16 16h-3l1.5-3z" fill="currentColor" />
        </>
      );
    case 'rain':
      return (
        <>
          <path d={SMALL_CLOUD} fill="currentColor" opacity="0.55" />
          <g stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
            <path d="M8.5 17.5l-1 3M12.5 17.5l-1 3M16.5 17.5l-1 3" />
          </g>
        </>
      );
    case 'snow':
      return (
        <>
          <path d={SMALL_CLOUD} fill="currentColor" opacity="0.55" />
          <g fill="currentColor">
            <circle cx="8" cy="19" r="1.2" />
            <circle cx="12" cy="21" r="1.2" />
            <circle cx="16" cy="19" r="1.2" />
          </g>
        </>
      );
    case 'mist':
      return (
        <g stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
          <path d="M4 8h16M6 12h14M4 16h12M8 20h10" />
        </g>
      );
    case 'clouds':
      return (
        <>
          <circle cx="8.5" cy="8" r="3.5" fill="currentColor" opacity="0.45" />
          <path d={CLOUD} fill="currentColor" opacity="0.85" />
        </>
      );
  }
}

/** A weather symbol in the colour of its condition family. */
export function WeatherIcon({
  code,
  size = 56,
}: {
  code: number | null | undefined;
  size?: number;
}) {
  const kind = weatherKind(code);
  return (
    <svg
      className={`vx-feed-weather-icon vx-feed-weather-icon-${kind}`}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      data-kind={kind}
    >
      <Shapes kind={kind} />
    </svg>
  );
}
