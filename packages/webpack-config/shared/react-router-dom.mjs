// What the apps take from react-router-dom, and all that the page's shared copy of it holds.
// A shared module is bundled whole (any app may use any export), and react-router-dom's whole
// is mostly the data router (createBrowserRouter, loaders, fetchers) that no app uses; shared
// through this list, the rest is left out of every build. Imported from the package's own file
// (an alias), not by its name, which would ask the federation for this very module.
// shared.test.js fails when an app imports a name that is not here.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useInRouterContext,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
} from '@voices/webpack-config/react-router-dom-source';
