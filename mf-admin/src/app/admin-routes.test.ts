import { matchRoutes } from 'react-router';
import { paths } from '@travel/shell/paths';
import { adminRoutes } from './admin-routes';

const mounted = [{ path: '/admin/*', children: adminRoutes }];

test.each(Object.entries(paths.admin))('paths.admin.%s (%s) opens a screen', (_name, path) => {
  const leaf = matchRoutes(mounted, path)?.at(-1)?.route;
  expect(leaf).toBeDefined();
  expect(leaf?.path).not.toBe('*');
});

test('a path the dashboard does not know shows its not-found page', () => {
  expect(matchRoutes(mounted, '/admin/nothing-here')?.at(-1)?.route.path).toBe('*');
});
