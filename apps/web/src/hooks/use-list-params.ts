import type { ListParams, SortOrder } from '@complyra/core/system/paging.schema';
import { useCallback, useState } from 'react';
import { useDebouncedValue } from './use-debounced-value';

/** How long typing must pause before a search goes to the server. */
export const searchDebounceMs = 300;

/**
 * The page, search and order of one server-paged list. A new search or order starts again at page 1;
 * the search is sent once typing pauses.
 */
export function useListParams<S extends string>(defaults: { sort: S; order: SortOrder; limit: number }) {
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), searchDebounceMs);
  const [order, setOrder] = useState({ sort: defaults.sort, order: defaults.order });
  // The page belongs to the search and order it was chosen under; any other one starts at page 1.
  const [paging, setPaging] = useState({ page: 1, search, order });
  const page = paging.search === search && paging.order === order ? paging.page : 1;
  // Stable, and a no-op for the page already chosen (the pager asks again while the next page loads).
  const setPage = useCallback(
    (next: number) =>
      setPaging((current) =>
        current.page === next && current.search === search && current.order === order ? current : { page: next, search, order },
      ),
    [search, order],
  );

  const params: Required<Omit<ListParams<S>, 'search'>> & Pick<ListParams<S>, 'search'> = {
    page,
    limit: defaults.limit,
    sort: order.sort,
    order: order.order,
    ...(search ? { search } : {}),
  };
  return {
    params,
    searchText,
    setSearchText,
    setPage,
    /** Orders by this column in this direction (a "Sort by" menu). */
    setSort: (sort: S, direction: SortOrder) => setOrder({ sort, order: direction }),
    /** Orders by this column; the same column again flips the direction. */
    sortBy: (sort: S) =>
      setOrder((current) => ({ sort, order: current.sort === sort && current.order === 'asc' ? 'desc' : 'asc' })),
  };
}
