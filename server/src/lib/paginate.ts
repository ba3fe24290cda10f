/**
 * The legacy Laravel 6 paginator object (docs/API.md#paginator), built the same way for every list.
 */
import type { WirePaginator } from '../../../contract/common/schemas.ts';

export const DEFAULT_PAGE_SIZE = 10;
/** A bound on every list so no request can ask for the whole table. */
export const MAX_PAGE_SIZE = 100;

export interface PageRequest {
  page: number;
  perPage: number;
  offset: number;
}

/** The paging keys as the input schema decided them (contract/common/input.ts PageFields). */
export interface PageInput {
  page: number;
  pagesize?: number;
  limit?: number;
}

/** The page asked for: the size from the first of `sizeKeys` given, both bounded. */
export function pageRequest(
  input: PageInput,
  sizeKeys: readonly ('pagesize' | 'limit')[] = ['pagesize', 'limit'],
): PageRequest {
  const page = Math.min(input.page, 1_000_000);
  const size = sizeKeys.map((key) => input[key] ?? 0).find((n) => n > 0) ?? DEFAULT_PAGE_SIZE;
  const perPage = Math.min(size, MAX_PAGE_SIZE);
  return { page, perPage, offset: (page - 1) * perPage };
}

/** `baseUrl` is the absolute URL of the list call without query, e.g. https://h/api/noticeList. */
export function paginator<Row>(rows: Row[], total: number, req: PageRequest, baseUrl: string): WirePaginator<Row> {
  const lastPage = Math.max(1, Math.ceil(total / req.perPage));
  const url = (page: number): string => `${baseUrl}?page=${page}`;
  const empty = rows.length === 0;
  return {
    current_page: req.page,
    data: rows,
    first_page_url: url(1),
    from: empty ? null : req.offset + 1,
    last_page: lastPage,
    last_page_url: url(lastPage),
    next_page_url: req.page < lastPage ? url(req.page + 1) : null,
    path: baseUrl,
    per_page: req.perPage,
    prev_page_url: req.page > 1 ? url(req.page - 1) : null,
    to: empty ? null : req.offset + rows.length,
    total,
  };
}
