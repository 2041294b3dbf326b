import { z } from 'zod';
import { isStorableText, textMessages } from './text.ts';

// Paging, sorting and search of the admin lists. A list route the spec fixes as a plain array keeps
// answering that array when the caller asks for no page; `page` or `limit` in the query switches it to
// one page: { items, total, page, limit }.

export const pageLimits = { default: 20, max: 100 } as const;

export const sortOrders = ['asc', 'desc'] as const;
export type SortOrder = (typeof sortOrders)[number];

/** What a list says when a search finds nothing (the list's own empty text is for a list without rows). */
export const noMatchText = (search: string) => `No results for "${search}".`;

/** Longest search text accepted: a name or an e-mail address. */
export const searchMaxLength = 100;

/** ?page=&limit=&sort=&order=&search= of one list; `sorts` are the columns it can be ordered by. */
export function listQuerySchema<const S extends readonly [string, ...string[]]>(sorts: S) {
  return z.object({
    page: z.coerce.number().int().min(1).optional(),
    limit: z.coerce.number().int().min(1).max(pageLimits.max).optional(),
    sort: z.enum(sorts).optional(),
    order: z.enum(sortOrders).optional(),
    // An empty search box searches for nothing.
    search: z
      .string()
      .trim()
      .max(searchMaxLength, `Search at most ${searchMaxLength} characters`)
      // A NUL byte or a lone surrogate cannot reach the database: 400, not 500.
      .refine(isStorableText, textMessages.invalidCharacters)
      .optional()
      .transform((value) => value || undefined),
  });
}

/** What a list is asked for, as the web app sends it (every part optional). */
export type ListParams<S extends string = string> = {
  page?: number;
  limit?: number;
  sort?: S;
  order?: SortOrder;
  search?: string;
};

export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    /** How many rows match in all (every page), so the screen can say "of N". */
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
  });
}
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  limit: number;
}

/** The answer of a list route the spec fixes as an array: the array without paging, a page with it. */
export function listAnswerSchema<T extends z.ZodType>(item: T) {
  return z.union([z.array(item), pageSchema(item)]);
}
