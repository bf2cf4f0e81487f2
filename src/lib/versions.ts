/**
 * Orders release tags by their numbers: v0.9.0 < v0.10.0 < v1.0.0. A tag with fewer numbers
 * sorts first (v1.2 < v1.2.0); equal numbers fall back to text order (v1.0.0 < v1.0.0-beta).
 */
export function compareVersions(a: string, b: string): number {
  const parts = (version: string) => (version.match(/\d+/g) ?? []).map(Number);
  const [x, y] = [parts(a), parts(b)];
  for (let index = 0; index < Math.max(x.length, y.length); index += 1) {
    const difference = (x[index] ?? -1) - (y[index] ?? -1);
    if (difference !== 0) return difference;
  }
  return a.localeCompare(b);
}
