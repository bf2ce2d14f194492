import { createEffect, createStore, sample } from 'effector';
import { $currentRoute, routeAllowed } from '@/features/navigation/model';
import { HEAD_PAGE_OF_ROUTE, structuredDataPath } from '@/shared/config/head';
import { $locale } from '@/shared/i18n/model';

/**
 * The document's head (onboarding §7 /structureddata/{page}_{lang}.json): on each public page, and when
 * the language changes, the page's title, description and schema.org data in the current language are
 * read from the served file and applied; other pages carry the product's name.
 */
export interface PageHead {
  title: string;
  description?: string;
  jsonLd?: unknown;
}
const DEFAULT_HEAD: PageHead = { title: 'Tidy Fox' };

export const fetchPageHeadFx = createEffect(async (path: string): Promise<PageHead> => {
  const response = await fetch(path, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`head ${response.status}`);
  return (await response.json()) as PageHead;
});

export const applyPageHeadFx = createEffect((head: PageHead) => {
  if (typeof document === 'undefined') return;
  document.title = head.title;
  let description = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (head.description) {
    if (!description) {
      description = document.createElement('meta');
      description.name = 'description';
      document.head.append(description);
    }
    description.content = head.description;
  } else description?.remove();
  let data = document.head.querySelector<HTMLScriptElement>('script[data-page-head]');
  if (head.jsonLd) {
    if (!data) {
      data = document.createElement('script');
      data.type = 'application/ld+json';
      data.dataset.pageHead = '';
      document.head.append(data);
    }
    data.textContent = JSON.stringify(head.jsonLd);
  } else data?.remove();
});

/** The served file the head was last asked for (an older answer arriving late is dropped). */
const $requestedPath = createStore<string | null>(null);

const wanted = sample({
  clock: [routeAllowed, $locale.updates],
  source: { route: $currentRoute, locale: $locale },
  fn: ({ route, locale }) => {
    const page = route ? HEAD_PAGE_OF_ROUTE[route.name] : undefined;
    return page ? structuredDataPath(page, locale) : null;
  },
});
sample({ clock: wanted, target: $requestedPath });
sample({ clock: wanted, filter: (path): path is string => path !== null, target: fetchPageHeadFx });
sample({ clock: wanted, filter: (path) => path === null, fn: () => DEFAULT_HEAD, target: applyPageHeadFx });
sample({
  clock: fetchPageHeadFx.done,
  source: $requestedPath,
  filter: (requested, { params }) => requested === params,
  fn: (_, { result }) => result,
  target: applyPageHeadFx,
});
