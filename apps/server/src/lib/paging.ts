import { type ListParams, type Page, pageLimits, type SortOrder } from '@complyra/core';
import { asc, desc, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';

/** One list request as the repositories read it. */
export interface PageRequest<S extends string> {
  /** False when the caller asked for no page: the whole list, as the spec's array. */
  isPaged: boolean;
  page: number;
  /** null: every row (no page asked for). */
  limit: number | null;
  offset: number;
  sort: S;
  order: SortOrder;
  search?: string;
}

/**
 * Reads ?page=&limit=&sort=&order=&search=. A page is answered when `page` or `limit` is given (or the
 * route always pages); a column asked for without a direction is ordered ascending.
 */
export function toPageRequest<S extends string>(
  query: ListParams<S>,
  defaults: { sort: S; order: SortOrder },
  options: { alwaysPaged?: boolean } = {},
): PageRequest<S> {
  const isPaged = options.alwaysPaged === true || query.page !== undefined || query.limit !== undefined;
  const page = isPaged ? (query.page ?? 1) : 1;
  const limit = isPaged ? (query.limit ?? pageLimits.default) : null;
  return {
    isPaged,
    page,
    limit,
    offset: limit === null ? 0 : (page - 1) * limit,
    sort: query.sort ?? defaults.sort,
    order: query.order ?? (query.sort ? 'asc' : defaults.order),
    search: query.search,
  };
}

/** The spec's array when no page was asked for, else the page with the total of every page. */
export function answerList<T>(request: PageRequest<string>, items: T[], total: number): T[] | Page<T> {
  if (!request.isPaged || request.limit === null) return items;
  return { items, total, page: request.page, limit: request.limit };
}

/** ILIKE pattern for "contains": the search's own %, _ and \ match themselves. */
export function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** ASC or DESC for raw SQL (from the validated enum only, never from free text). */
export const orderSql = (order: SortOrder): SQL => sql.raw(order === 'desc' ? 'desc' : 'asc');

/** LIMIT/OFFSET of a page; nothing when the whole list was asked for. */
export const pageSql = (request: PageRequest<string>): SQL =>
  request.limit === null ? sql`` : sql`limit ${request.limit} offset ${request.offset}`;

/** asc or desc of Drizzle, as the request orders. */
export const orderFn = (order: SortOrder) => (order === 'desc' ? desc : asc);

/** OFFSET and LIMIT of a page on a Drizzle select (`.$dynamic()`); every row from the offset when no page. */
export function onePage<T extends PgSelect>(query: T, request: Pick<PageRequest<string>, 'limit' | 'offset'>): T {
  const fromOffset = query.offset(request.offset);
  return request.limit === null ? fromOffset : fromOffset.limit(request.limit);
}
