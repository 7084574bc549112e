import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { MetadataScanner, ModulesContainer } from '@nestjs/core';
import type { TestApp } from './test-app';

export interface DiscoveredRoute {
  controller: new (...args: never[]) => object;
  /** The handler function, where its metadata (path, method, access, caching) lives. */
  handler: (...args: never[]) => unknown;
  /** `HotelsController.list` */
  name: string;
  /** `GET /api/hotel/:id` */
  route: string;
}

function joinPath(...parts: string[]): string {
  return `/${parts
    .map((p) => p.replace(/^\/|\/$/g, ''))
    .filter(Boolean)
    .join('/')}`;
}

/**
 * Every route handler of the app, found as Nest's router finds them: along each controller's prototype chain,
 * so routes a controller inherits (the catalog's `CatalogController`) count like its own.
 */
export function discoverRoutes(t: TestApp): DiscoveredRoute[] {
  const scanner = new MetadataScanner();
  const routes: DiscoveredRoute[] = [];
  const controllers = [...t.app.get(ModulesContainer).values()].flatMap((module) => [
    ...module.controllers.values(),
  ]);
  for (const wrapper of controllers) {
    const controller = wrapper.metatype as DiscoveredRoute['controller'] | undefined;
    if (!controller) continue;
    const base = (Reflect.getMetadata(PATH_METADATA, controller) as string | undefined) ?? '';
    const prototype = controller.prototype as Record<string, unknown>;
    for (const name of scanner.getAllMethodNames(prototype)) {
      const handler = prototype[name];
      if (typeof handler !== 'function') continue;
      const path = Reflect.getMetadata(PATH_METADATA, handler) as string | undefined;
      const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
      if (path === undefined || method === undefined) continue;
      routes.push({
        controller,
        handler: handler as DiscoveredRoute['handler'],
        name: `${controller.name}.${name}`,
        route: `${RequestMethod[method]} ${joinPath(base, path)}`,
      });
    }
  }
  return routes;
}
