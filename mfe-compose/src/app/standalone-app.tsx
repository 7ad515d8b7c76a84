import { Navigate, Route, Routes } from 'react-router-dom';
import { SectionPage, StandaloneFrame } from '@voices/ui';
import { SECTION_LINKS, SECTION_NAME, STANDALONE_ROUTES } from './routes';

/** This section on its own dev server: its routes map straight to their pages. */
export function StandaloneApp() {
  return (
    <StandaloneFrame section={SECTION_NAME} links={SECTION_LINKS}>
      <Routes>
        <Route path="/" element={<Navigate to={SECTION_LINKS[0]?.to ?? '/home'} replace />} />
        {STANDALONE_ROUTES.map((route) => (
          <Route key={route.path} path={route.path} element={route.element} />
        ))}
        <Route
          path="*"
          element={
            <SectionPage
              kicker="Publishing"
              title="Page not found"
              description={`This address is not part of the ${SECTION_NAME} section of Voices.`}
              links={SECTION_LINKS.slice(0, 1)}
            />
          }
        />
      </Routes>
    </StandaloneFrame>
  );
}
