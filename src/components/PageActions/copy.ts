/**
 * Copies a page's Markdown to the clipboard. Loaded on the first click, so pages carry only
 * the button. The fetch is handed to the clipboard as a pending item where browsers allow it
 * (Safari drops the permission a click grants once an await has passed).
 */
async function fetchText(href: string): Promise<string> {
  const response = await fetch(href);
  if (!response.ok) throw new Error(`${href}: ${response.status}`);
  return response.text();
}

export async function copyMarkdown(href: string): Promise<void> {
  const text = fetchText(href);
  if (typeof ClipboardItem !== 'undefined' && typeof navigator.clipboard.write === 'function') {
    const blob = text.then((value) => new Blob([value], { type: 'text/plain' }));
    await navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
    return;
  }
  await navigator.clipboard.writeText(await text);
}
