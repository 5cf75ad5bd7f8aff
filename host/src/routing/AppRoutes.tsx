import { Route, Routes } from 'react-router-dom';
import { pathsOf, routes } from '@dating/routes';
import { RoutePage } from './RoutePage';

/**
 * One <Route> per path and alias of the route table, so remotes can read their params with react-router's
 * own hooks too; each renders RoutePage with the route react-router matched, and RoutePage decides access, layout
 * and content. The catch-all renders it without one: 404.
 */
export function AppRoutes() {
  return (
    <Routes>
      {routes.flatMap((route) =>
        pathsOf(route).map((path) => (
          <Route key={`${route.name}:${path}`} path={path} element={<RoutePage route={route} />} />
        )),
      )}
      <Route path="*" element={<RoutePage />} />
    </Routes>
  );
}
