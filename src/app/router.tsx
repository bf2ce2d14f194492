import { createBrowserRouter, type RouteObject } from 'react-router';
import { ShellHome } from './shell-home';

export const routes: RouteObject[] = [{ path: '*', element: <ShellHome /> }];

/** The router lives under the language prefix: `/en-gb/...`. */
export function createAppRouter(basename: string) {
  return createBrowserRouter(routes, { basename });
}
