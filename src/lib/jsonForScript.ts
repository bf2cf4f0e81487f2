/**
 * JSON for the inside of a `<script>` element: `<`, `>` and `&` (and the line separators that
 * older JavaScript parsers reject) become `\u` escapes, which JSON parsers read back as the same
 * characters, so no text in the data can close the element or open a comment.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
