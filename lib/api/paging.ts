/**
 * Paged lists (useSWRInfinite) over the legacy paginator: page numbers start at 1 (docs/API.md#paginator) and
 * loading stops after last_page (docs/API.md#paginator). Every list screen builds its keys here.
 */
import type { Page } from './types';

/**
 * The getKey of useSWRInfinite: `[...base, page]`, or null once the previous page was the last
 * (or came back empty, so a server that misreports last_page cannot loop). A null `base` (no
 * session yet) loads nothing. The base is part of every page's key, so a new base (a changed
 * filter) is a new list that starts again at page 1.
 */
export function pageKey<B extends readonly unknown[]>(base: B | null) {
  return (index: number, previous: Page<unknown> | null): [...B, number] | null => {
    if (!base) return null;
    if (previous && !hasNextPage(previous)) return null;
    return [...base, index + 1];
  };
}

/** Whether another page follows this one. */
export function hasNextPage(page: Page<unknown> | undefined): boolean {
  return !!page && page.rows.length > 0 && page.page < page.lastPage;
}

/**
 * Options of every record list: fresh on every arrival, even seconds after the last one (a
 * withdrawal just reviewed, a bet just settled must show: no deduping window), and no page-1
 * refetch on every 'more'.
 */
export const FRESH_LIST = {
  revalidateOnMount: true,
  dedupingInterval: 0,
  revalidateFirstPage: false,
  revalidateOnFocus: false,
} as const;
