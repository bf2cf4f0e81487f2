/** Pure query-string updates used by pages that keep their state in the URL. */

/** Applies changes to a query string: empty values are removed; any change but "page" resets it. */
export function nextSearch(current: string, changes: Record<string, string>): string {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(changes)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  if (!('page' in changes)) next.delete('page');
  const text = next.toString();
  return text ? `?${text}` : '';
}
