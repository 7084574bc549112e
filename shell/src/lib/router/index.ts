// The router API of the whole site, owned by the shell and shared as one singleton module. Sharing
// 'react-router' itself would ship all of it (shared modules cannot be tree-shaken: ~61 KB gzip);
// sharing this module instead keeps one router context while webpack drops what nobody uses. Add a name
// here before using it in any app; apps never import 'react-router' directly (lint enforces it).
export {
  BrowserRouter,
  Link,
  Navigate,
  NavLink,
  Outlet,
  Route,
  RouterProvider,
  Routes,
  ScrollRestoration,
  createBrowserRouter,
  matchRoutes,
  isRouteErrorResponse,
  useLocation,
  useNavigate,
  useParams,
  useRouteError,
  useRoutes,
  useSearchParams,
} from 'react-router';
export type { LinkProps, NavLinkProps, RouteObject } from 'react-router';
