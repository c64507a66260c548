// The router of every app (issue 13 §5). Federation does not tree-shake a shared module, so
// sharing react-router itself downloaded the whole library (about 60 KB gzip) before any page.
// This facade is what is shared instead (the `@front-office/shared/router` key, one singleton):
// react-router is bundled inside it, tree-shaken to the names below, so there is still exactly
// one router (one set of React contexts) for the shell and every remote. Import the router only
// from here (eslint forbids react-router / react-router-dom elsewhere); add a name here when an
// app needs one more.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  Outlet,
  Route,
  Routes,
  matchRoutes,
  useHref,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from 'react-router-dom';
export type { Location, NavigateFunction, NavigateOptions, To } from 'react-router-dom';
