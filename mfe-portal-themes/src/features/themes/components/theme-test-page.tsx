import { useId } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { FILTER_STYLES, THEMES, getTheme, normalizeThemeId } from '../theme-registry';
import { ThemeSwatch } from './theme-swatch';
import './theme-test-page.css';

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
