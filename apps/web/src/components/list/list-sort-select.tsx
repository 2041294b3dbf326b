import type { SortOrder } from '@complyra/core/system/paging.schema';

export type SortChoice<S extends string> = { sort: S; order: SortOrder; label: string };

/** "Sort by" for a list that is not a table (cards, rows): each choice is a column and a direction. */
export function ListSortSelect<S extends string>({
  label,
  choices,
  sort,
  order,
  onChange,
}: {
  label: string;
  choices: SortChoice<S>[];
  sort: S;
  order: SortOrder;
  onChange: (sort: S, order: SortOrder) => void;
}) {
  return (
    <label className="flex items-center gap-2 text-muted-foreground text-sm">
      <span className="shrink-0">{label}</span>
      <select
        className="h-9 rounded-md border border-input bg-transparent px-2 text-foreground text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50"
        value={`${sort}:${order}`}
        onChange={(event) => {
          const choice = choices.find((c) => `${c.sort}:${c.order}` === event.target.value);
          if (choice) onChange(choice.sort, choice.order);
        }}
      >
        {choices.map((choice) => (
          <option key={`${choice.sort}:${choice.order}`} value={`${choice.sort}:${choice.order}`}>
            {choice.label}
          </option>
        ))}
      </select>
    </label>
  );
}
