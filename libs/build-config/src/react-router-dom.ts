// What the builds serve for `react-router-dom` (see resolveAliases): the router is a shared singleton, and a
// shared module is never tree-shaken, so it re-exports only what the apps use, from react-router's production
// build. A name missing here fails the build (exportsPresence: 'error'); tests import the real package.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
