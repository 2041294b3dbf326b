/** page=2&limit=20&sort=name&order=asc&search=… for a list call (what is unset is left out). */
export function listQueryString(params: Record<string, string | number | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') query.set(key, String(value));
  }
  return query.toString();
}
