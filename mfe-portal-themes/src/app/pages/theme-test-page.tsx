import { STORY_AUTHOR_SECTION_POSITIONS } from '@voices/contracts/constants';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '@voices/platform';
import { SAMPLE_STORIES } from '../../features/themes/lib/sample-stories';
import {
  FILTER_STYLES,
  THEMES,
  getTheme,
  normalizeThemeId,
  type Theme,
} from '../../features/themes/theme-registry';
import { ThemeRenderer } from '../../features/themes/components/theme-renderer';
import { ThemeSwatch } from '../../features/themes/components/theme-swatch';
import './theme-test-page.css';

/** The paper the full articles are shown on: the site's mode, or one chosen here. */
type Paper = '' | 'light' | 'dark';

const PAPERS: { value: Paper; label: string }[] = [
  { value: '', label: "The site's mode" },
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
];

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

interface GallerySettings {
  position: string;
  ad: boolean;
  paper: Paper;
}

/** One theme in the gallery: its card in daylight and in the dark, beside its full article. */
function GalleryRow({ theme, settings }: { theme: Theme; settings: GallerySettings }) {
  const headingId = useId();
  const [lead] = SAMPLE_STORIES;
  if (!lead) return null;
  const paperName = settings.paper === 'dark' ? 'dark' : settings.paper === 'light' ? 'light' : '';

  return (
    <section
      className="vx-themes-gallery-row"
      aria-labelledby={headingId}
      data-gallery-theme={theme.id}
    >
      <header className="vx-themes-gallery-head">
        <h3 id={headingId} className="vx-themes-gallery-name">
          {theme.name}
        </h3>
        <code className="vx-themes-gallery-id">{theme.id}</code>
      </header>
      <div className="vx-themes-gallery-forms">
        <div className="vx-themes-gallery-cards">
          {(['light', 'dark'] as const).map((paper) => (
            <figure key={paper} className={`vx-themes-gallery-paper vx-themes-paper-${paper}`}>
              <figcaption className="vx-themes-gallery-caption">
                Card · {paper === 'light' ? 'Light' : 'Dark'}
              </figcaption>
              <ThemeRenderer story={lead} themeId={theme.id} mode="card" />
            </figure>
          ))}
        </div>
        <figure
          className={[
            'vx-themes-gallery-paper vx-themes-gallery-full',
            paperName && `vx-themes-paper-${paperName}`,
          ]
            .filter(Boolean)
            .join(' ')}
        >
          <figcaption className="vx-themes-gallery-caption">
            Full article
            {paperName ? ` · ${paperName === 'light' ? 'Light' : 'Dark'}` : ''}
          </figcaption>
          <ThemeRenderer
            story={lead}
            themeId={theme.id}
            mode="full"
            stories={SAMPLE_STORIES}
            authorSectionPosition={settings.position || undefined}
            showAdvertisement={settings.ad}
            weather={null}
          />
        </figure>
      </div>
    </section>
  );
}

/**
 * The gallery: every theme's card and full article side by side, with the sample stories; the
 * theme, author section, advertisement and paper are chosen in the page
 * (`?theme=noir&position=split-column&ad=1&paper=dark`).
 */
function Gallery({ requested }: { requested: string }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const themeSelect = useId();
  const positionSelect = useId();
  const paperSelect = useId();
  const chosen = requested ? getTheme(requested) : undefined;
  const requestedPosition = searchParams.get('position') ?? '';
  const position = (STORY_AUTHOR_SECTION_POSITIONS as readonly string[]).includes(requestedPosition)
    ? requestedPosition
    : '';
  const ad = searchParams.get('ad') === '1';
  const requestedPaper = searchParams.get('paper') ?? '';
  const paper: Paper =
    requestedPaper === 'light' || requestedPaper === 'dark' ? requestedPaper : '';
  const shown = chosen ? [chosen] : THEMES;

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
            value={chosen?.id ?? ''}
            onChange={(event) => update('theme', event.target.value)}
          >
            <option value="">All themes</option>
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
        <div className="vx-field">
          <label className="vx-label" htmlFor={paperSelect}>
            Full articles in
          </label>
          <select
            id={paperSelect}
            className="vx-input"
            value={paper}
            onChange={(event) => update('paper', event.target.value)}
          >
            {PAPERS.map(({ value, label }) => (
              <option key={value || 'site'} value={value}>
                {label}
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
      <div className="vx-themes-gallery">
        {shown.map((theme) => (
          <GalleryRow key={theme.id} theme={theme} settings={{ position, ad, paper }} />
        ))}
      </div>
    </>
  );
}

/**
 * The gallery a contributor or designer uses: every article theme with its miniature, colours
 * and facts, then each theme's card and full article side by side, in light and in dark.
 */
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
          Every article theme on Voices with its id, a miniature of its layout, its colours and its
          type; then each one's card and full article with the sample stories, in light and dark.
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

      <h2 className="vx-themes-test-heading">Gallery</h2>
      <p className="vx-themes-test-lead">
        Each theme's card (as lists and the compose preview show it), in light and in dark, beside
        its full article in the author section, advertisement setting and paper chosen here.
      </p>
      <Gallery requested={requested} />

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
