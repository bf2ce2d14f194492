import type { PageRoute } from '@/features/navigation/decide';

/** The page the router let through, as the stories' scopes hold it. */
export function pageRoute(
  name: PageRoute['name'],
  pathname: string,
  params: Record<string, string> = {},
  query: Record<string, string> = {},
): PageRoute {
  return { kind: 'page', name, params, query, pathname };
}
