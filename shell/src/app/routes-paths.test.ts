import { matchRoutes, type RouteObject } from 'react-router';
import { paths } from '@travel/shell/paths';
import { routes } from './routes';

/** The table without its catch-all, which would match anything (unknown paths show Home). */
function withoutCatchAll(table: RouteObject[]): RouteObject[] {
  return table
    .filter((route) => route.path !== '*')
    .map((route) =>
      route.children
        ? ({ ...route, children: withoutCatchAll(route.children) } as RouteObject)
        : route,
    );
}

/** Every link target `paths` builds, with an id where it takes one. */
function linkTargets(tree: object, prefix = 'paths'): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, value]): Array<[string, string]> => {
    const name = `${prefix}.${key}`;
    if (typeof value === 'string') return [[name, value]];
    if (typeof value === 'function')
      return [[name, String((value as (id: string) => string)('id-1'))]];
    return linkTargets(value as object, name);
  });
}

test.each(linkTargets(paths))('%s (%s) matches a route of the site', (_name, target) => {
  expect(matchRoutes(withoutCatchAll(routes), target)).not.toBeNull();
});
