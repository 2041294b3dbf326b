// Apart from the schemas so the course details on the employee's dashboard do not load zod.
/** "a, b ,, c" -> ["a", "b", "c"]: how the API's comma-separated text becomes a list on load. */
export function splitCommaList(value: string): string[] {
  return value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}
