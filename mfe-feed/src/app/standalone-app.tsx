import { Navigate, Route, Routes } from 'react-router-dom';
import { StandaloneFrame } from '@voices/ui';
import { EmptyList } from '../components/list-states';
import { SECTION_LINKS, SECTION_NAME, STANDALONE_ROUTES } from './standalone-routes';

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
            <div className="vx-container">
              <EmptyList
                title="Page not found"
                message={`This address is not part of the ${SECTION_NAME} section of Voices.`}
              />
            </div>
          }
        />
      </Routes>
    </StandaloneFrame>
  );
}
