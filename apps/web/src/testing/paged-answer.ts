import type { Page } from '@complyra/core/system/paging.schema';

/**
 * A list route's page as the server answers it: reads ?page, ?limit and ?search from the URL the screen
 * asked for and cuts `rows` accordingly (ordering is the server's; tests check the order asked for).
 */
export function pagedAnswer<T>(url: string, rows: T[], searchIn: (row: T) => string[]): Page<T> {
  const query = new URL(url, 'http://localhost').searchParams;
  const page = Number(query.get('page') ?? 1);
  const limit = Number(query.get('limit') ?? 20);
  const search = query.get('search')?.toLowerCase();
  const matching = search ? rows.filter((row) => searchIn(row).some((text) => text.toLowerCase().includes(search))) : rows;
  return { items: matching.slice((page - 1) * limit, page * limit), total: matching.length, page, limit };
}

/** The query of each call to `path` a fetch mock saw, to check what the screen asked the server for. */
export function queriesTo(fetchMock: { mock: { calls: unknown[][] } }, path: string): URLSearchParams[] {
  return fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://localhost'))
    .filter((url) => url.pathname === path)
    .map((url) => url.searchParams);
}
