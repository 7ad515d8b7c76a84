import { type StoryAuthorSectionPosition } from '@voices/contracts/constants';
import { lazy, Suspense, useId, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { STORY_AUTHOR_SECTION_POSITIONS, useDocumentTitle, type Translate } from '@voices/platform';
import { Trans, useT, type ThemesMessageKey } from '../../i18n';
import { SAMPLE_STORIES } from '../../features/themes/lib/sample-stories';
import {
  FILTER_STYLES,
  THEMES,
  getTheme,
  normalizeThemeId,
  type Theme,
} from '../../features/themes/theme-registry';
import { useNearScreen } from '../../hooks/use-near-screen';
import { ThemeSwatch } from '../../features/themes/components/theme-swatch';
import './theme-test-page.css';

// The cards and full articles are drawn by every layout of every theme, the page's heaviest
// part (about 14 KB after gzip with their styles); they are below the fold, so they load as the
// gallery comes near the screen rather than with the page.
const ThemeRenderer = lazy(() =>
  import('../../features/themes/components/theme-renderer').then((module) => ({
    default: module.ThemeRenderer,
  })),
);

/** The place a card or a full article holds until its layouts have come. */
function Pending({ full = false }: { full?: boolean }) {
  return (
    <div
      className={`vx-themes-gallery-pending${full ? ' vx-themes-gallery-pending-full' : ''}`}
      aria-hidden="true"
    />
  );
}

/** The paper the full articles are shown on: the site's mode, or one chosen here. */
type Paper = '' | 'light' | 'dark';

function paperLabel(t: Translate<ThemesMessageKey>, paper: Paper): string {
  if (paper === 'light') return t('test.paper.light');
  if (paper === 'dark') return t('test.paper.dark');
  return t('test.paper.site');
}

const PAPERS: readonly Paper[] = ['', 'light', 'dark'];
/** Each card is shown on both papers. */
const CARD_PAPERS = ['light', 'dark'] as const;

/** An author-section position in words (the value itself stays the option's value). */
function positionLabel(t: Translate<ThemesMessageKey>, position: StoryAuthorSectionPosition) {
  switch (position) {
    case 'right-sidebar':
      return t('test.position.rightSidebar');
    case 'left-sidebar':
      return t('test.position.leftSidebar');
    case 'below-article':
      return t('test.position.belowArticle');
    case 'above-related':
      return t('test.position.aboveRelated');
    case 'floating-overlay':
      return t('test.position.floatingOverlay');
    case 'split-column':
      return t('test.position.splitColumn');
  }
}

function RequestedTheme({ id }: { id: string }) {
  const t = useT();
  const theme = getTheme(id);
  if (!theme) {
    return (
      <div className="vx-themes-requested" role="alert">
        <p className="vx-themes-requested-title">{t('theme.unknown')}</p>
        <p className="vx-themes-requested-note">
          <Trans id="test.requested.unknown" values={{ id }} components={{ 0: <code /> }} />
        </p>
      </div>
    );
  }
  const mapped = normalizeThemeId(id) !== id;
  return (
    <div className="vx-themes-requested">
      <p className="vx-themes-requested-title">
        {mapped ? (
          <Trans
            id="test.requested.mapped"
            values={{ id, name: theme.name, themeId: theme.id }}
            components={{ 0: <code />, 1: <code /> }}
          />
        ) : (
          t('test.requested.selected', { name: theme.name })
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
  /** False until the gallery is near the screen: the rows hold places for their articles. */
  drawn: boolean;
}

/** One theme in the gallery: its card in daylight and in the dark, beside its full article. */
function GalleryRow({ theme, settings }: { theme: Theme; settings: GallerySettings }) {
  const t = useT();
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
          {CARD_PAPERS.map((paper) => (
            <figure key={paper} className={`vx-themes-gallery-paper vx-themes-paper-${paper}`}>
              <figcaption className="vx-themes-gallery-caption">
                {paper === 'light' ? t('test.gallery.cardLight') : t('test.gallery.cardDark')}
              </figcaption>
              {settings.drawn ? (
                <Suspense fallback={<Pending />}>
                  <ThemeRenderer story={lead} themeId={theme.id} mode="card" />
                </Suspense>
              ) : (
                <Pending />
              )}
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
            {paperName === 'light'
              ? t('test.gallery.fullLight')
              : paperName === 'dark'
                ? t('test.gallery.fullDark')
                : t('test.gallery.full')}
          </figcaption>
          {settings.drawn ? (
            <Suspense fallback={<Pending full />}>
              <ThemeRenderer
                story={lead}
                themeId={theme.id}
                mode="full"
                stories={SAMPLE_STORIES}
                authorSectionPosition={settings.position || undefined}
                showAdvertisement={settings.ad}
                weather={null}
              />
            </Suspense>
          ) : (
            <Pending full />
          )}
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
  const t = useT();
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
  const gallery = useRef<HTMLDivElement>(null);
  // A theme asked for by name is what the reader came for: drawn at once.
  const drawn = useNearScreen(gallery, Boolean(chosen));

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
            {t('test.control.theme')}
          </label>
          <select
            id={themeSelect}
            className="vx-input"
            value={chosen?.id ?? ''}
            onChange={(event) => update('theme', event.target.value)}
          >
            <option value="">{t('test.control.allThemes')}</option>
            {THEMES.map((theme) => (
              <option key={theme.id} value={theme.id}>
                {theme.name}
              </option>
            ))}
          </select>
        </div>
        <div className="vx-field">
          <label className="vx-label" htmlFor={positionSelect}>
            {t('swatch.authorSection')}
          </label>
          <select
            id={positionSelect}
            className="vx-input"
            value={position}
            onChange={(event) => update('position', event.target.value)}
          >
            <option value="">{t('test.control.themeDefault')}</option>
            {STORY_AUTHOR_SECTION_POSITIONS.map((value) => (
              <option key={value} value={value}>
                {positionLabel(t, value)}
              </option>
            ))}
          </select>
        </div>
        <div className="vx-field">
          <label className="vx-label" htmlFor={paperSelect}>
            {t('test.control.paper')}
          </label>
          <select
            id={paperSelect}
            className="vx-input"
            value={paper}
            onChange={(event) => update('paper', event.target.value)}
          >
            {PAPERS.map((value) => (
              <option key={value || 'site'} value={value}>
                {paperLabel(t, value)}
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
          {t('test.control.ad')}
        </label>
      </form>
      <div className="vx-themes-gallery" ref={gallery}>
        {shown.map((theme) => (
          <GalleryRow key={theme.id} theme={theme} settings={{ position, ad, paper, drawn }} />
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
  const t = useT();
  useDocumentTitle(t('test.title'));
  const headingId = useId();
  const [searchParams] = useSearchParams();
  const requested = searchParams.get('theme')?.trim() ?? '';

  return (
    <section className="vx-container vx-themes-test" aria-labelledby={headingId}>
      <header className="vx-themes-test-header">
        <p className="vx-themes-kicker">{t('test.kicker')}</p>
        <h1 id={headingId} className="vx-themes-test-title">
          {t('test.title')}
        </h1>
        <p className="vx-themes-test-lead">{t('test.lead')}</p>
      </header>

      {requested && <RequestedTheme id={requested} />}

      <h2 className="vx-themes-test-heading">{t('test.themes')}</h2>
      <ul className="vx-themes-grid" aria-label={t('test.themes')}>
        {THEMES.map((theme) => (
          <li key={theme.id}>
            <ThemeSwatch theme={theme} />
          </li>
        ))}
      </ul>

      <h2 className="vx-themes-test-heading">{t('test.galleryHeading')}</h2>
      <p className="vx-themes-test-lead">{t('test.galleryLead')}</p>
      <Gallery requested={requested} />

      <h2 className="vx-themes-test-heading">{t('test.stylesHeading')}</h2>
      <p className="vx-themes-test-lead">{t('test.stylesLead')}</p>
      <table className="vx-themes-styles">
        <thead>
          <tr>
            <th scope="col">{t('test.styles.id')}</th>
            <th scope="col">{t('test.styles.name')}</th>
            <th scope="col">{t('test.styles.shownAs')}</th>
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
                  t('test.styles.filterOnly')
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <nav className="vx-themes-test-links" aria-label={t('test.continue')}>
        <Link className="vx-btn vx-btn-primary" to="/home">
          {t('page.backToHome')}
        </Link>
      </nav>
    </section>
  );
}
