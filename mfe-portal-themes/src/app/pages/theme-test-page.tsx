import { STORY_AUTHOR_SECTION_POSITIONS } from '@voices/contracts/constants';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { SAMPLE_STORIES } from '../../features/themes/lib/sample-stories';
import {
  DEFAULT_THEME_ID,
  FILTER_STYLES,
  THEMES,
  getTheme,
  normalizeThemeId,
} from '../../features/themes/theme-registry';
import { ThemeRenderer } from '../../features/themes/components/theme-renderer';
import { ThemeSwatch } from '../../features/themes/components/theme-swatch';
import './theme-test-page.css';
import { useDocumentTitle } from '@voices/platform';

function RequestedTheme({ id }: { id: string }) {
  const theme = getTheme(id);
  if (!theme) {
    return (
      <div className="vx-themes-requested" role="alert">
        <p className="vx-themes-requested-title">This theme is not recognized.</p>
        <p className="vx-themes-requested-note">
          <code>{id}</code> is not one of the themes below.
        </p>
      </div>
    );
  }
  const mapped = normalizeThemeId(id) !== id;
  return (
    <div className="vx-themes-requested">
      <p className="vx-themes-requested-title">
        {mapped ? (
          <>
            <code>{id}</code> is shown as {theme.name} (<code>{theme.id}</code>).
          </>
        ) : (
          <>Selected: {theme.name}</>
        )}
      </p>
      <div className="vx-themes-requested-swatch">
        <ThemeSwatch theme={theme} />
      </div>
    </div>
  );
}

/** The full article in a chosen theme, author position and advertisement setting. */
function FullArticlePreview() {
  const [searchParams, setSearchParams] = useSearchParams();
  const themeSelect = useId();
  const positionSelect = useId();
  const requested = searchParams.get('theme')?.trim() ?? '';
  const themeId = getTheme(requested)?.id ?? DEFAULT_THEME_ID;
  const requestedPosition = searchParams.get('position') ?? '';
  const position = (STORY_AUTHOR_SECTION_POSITIONS as readonly string[]).includes(requestedPosition)
    ? requestedPosition
    : '';
  const ad = searchParams.get('ad') === '1';
  const [lead] = SAMPLE_STORIES;

  const update = (name: string, value: string) => {
    const next = new URLSearchParams(searchParams);
    if (value) next.set(name, value);
    else next.delete(name);
    setSearchParams(next, { replace: true });
  };

  return (
    <>
      <form className="vx-themes-test-controls" onSubmit={(event) => event.preventDefault()}>
        <div className="vx-field">
          <label className="vx-label" htmlFor={themeSelect}>
            Theme
          </label>
          <select
            id={themeSelect}
            className="vx-input"
            value={themeId}
            onChange={(event) => update('theme', event.target.value)}
          >
            {THEMES.map((theme) => (
              <option key={theme.id} value={theme.id}>
                {theme.name}
              </option>
            ))}
          </select>
        </div>
        <div className="vx-field">
          <label className="vx-label" htmlFor={positionSelect}>
            Author section
          </label>
          <select
            id={positionSelect}
            className="vx-input"
            value={position}
            onChange={(event) => update('position', event.target.value)}
          >
            <option value="">The theme's default</option>
            {STORY_AUTHOR_SECTION_POSITIONS.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </div>
        <label className="vx-themes-test-check">
          <input
            type="checkbox"
            checked={ad}
            onChange={(event) => update('ad', event.target.checked ? '1' : '')}
          />{' '}
          Enable sidebar advertisement
        </label>
      </form>
      {lead && (
        <ThemeRenderer
          story={lead}
          themeId={themeId}
          mode="full"
          stories={SAMPLE_STORIES}
          authorSectionPosition={position || undefined}
          showAdvertisement={ad}
          weather={null}
        />
      )}
    </>
  );
}

/** Every article theme side by side, to check a theme's colours and type at a glance. */
export function ThemeTestPage() {
  useDocumentTitle('Theme Test');
  const headingId = useId();
  const [searchParams] = useSearchParams();
  const requested = searchParams.get('theme')?.trim() ?? '';

  return (
    <section className="vx-container vx-themes-test" aria-labelledby={headingId}>
      <header className="vx-themes-test-header">
        <p className="vx-themes-kicker">Themes and portals</p>
        <h1 id={headingId} className="vx-themes-test-title">
          Theme Test
        </h1>
        <p className="vx-themes-test-lead">
          Every article theme on Voices with its id, its colours and its type, and a story drawn in
          it.
        </p>
      </header>

      {requested && <RequestedTheme id={requested} />}

      <h2 className="vx-themes-test-heading">Article themes</h2>
      <ul className="vx-themes-grid" aria-label="Article themes">
        {THEMES.map((theme) => (
          <li key={theme.id}>
            <ThemeSwatch theme={theme} />
          </li>
        ))}
      </ul>

      <h2 className="vx-themes-test-heading">Full article</h2>
      <p className="vx-themes-test-lead">
        A sample story as its readers see it, in the theme, author section and advertisement setting
        chosen here.
      </p>
      <FullArticlePreview />

      <h2 className="vx-themes-test-heading">Other styles</h2>
      <p className="vx-themes-test-lead">
        These names filter the theme chooser; they are not themes of their own.
      </p>
      <table className="vx-themes-styles">
        <thead>
          <tr>
            <th scope="col">Id</th>
            <th scope="col">Name</th>
            <th scope="col">Shown as</th>
          </tr>
        </thead>
        <tbody>
          {FILTER_STYLES.map((style) => (
            <tr key={style.id}>
              <td>
                <code>{style.id}</code>
              </td>
              <td>{style.name}</td>
              <td>
                {style.mapsTo ? (
                  <>
                    <code>{style.mapsTo}</code> ({getTheme(style.mapsTo)?.name})
                  </>
                ) : (
                  'filter only'
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <nav className="vx-themes-test-links" aria-label="Continue">
        <Link className="vx-btn vx-btn-primary" to="/home">
          Back to Home
        </Link>
      </nav>
    </section>
  );
}
