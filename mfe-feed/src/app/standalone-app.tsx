import { Link, NavLink, Navigate, Route, Routes } from 'react-router-dom';
import { useTheme } from '@voices/platform';
import { Toaster } from '@voices/ui';
import { EmptyList } from '../components/list-states';
import { SECTION_LINKS, SECTION_NAME, STANDALONE_ROUTES } from './routes';
import './standalone.css';

/**
 * The frame this section runs in on its own dev server: the site's shell is not there, so a
 * slim bar stands in for its header and the section's routes map straight to their pages.
 */
export function StandaloneApp() {
  const theme = useTheme((state) => state.theme);
  const toggleTheme = useTheme((state) => state.toggleTheme);

  return (
    <>
      <header className="vx-feed-topbar">
        <div className="vx-container vx-feed-topbar-inner">
          <Link to={SECTION_LINKS[0]?.to ?? '/'} className="vx-feed-topbar-brand">
            Voices <span>{SECTION_NAME}</span>
          </Link>
          <nav className="vx-feed-topbar-nav" aria-label={`${SECTION_NAME} pages`}>
            {SECTION_LINKS.map((link) => (
              <NavLink key={link.to} to={link.to} end>
                {link.label}
              </NavLink>
            ))}
          </nav>
          <button type="button" className="vx-btn vx-btn-ghost" onClick={toggleTheme}>
            {theme === 'dark' ? 'Switch to light mode' : 'Switch to dark mode'}
          </button>
        </div>
      </header>
      <main className="vx-feed-standalone-main">
        <Routes>
          <Route path="/" element={<Navigate to={SECTION_LINKS[0]?.to ?? '/home'} replace />} />
          {STANDALONE_ROUTES.map((route) => (
            <Route key={route.path} path={route.path} element={route.element} />
          ))}
          <Route
            path="*"
            element={
              <div className="vx-container">
                <EmptyList
                  title="Page not found"
                  message={`This address is not part of the ${SECTION_NAME} section of Voices.`}
                />
              </div>
            }
          />
        </Routes>
      </main>
      <Toaster />
    </>
  );
}
