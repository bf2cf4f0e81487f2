/** Keyboard shortcuts that open the search modal. */

type KeyInfo = { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean };

function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** Ctrl+K / Cmd+K anywhere; "/" only when the reader is not typing in a field. */
export function isSearchShortcut(event: KeyInfo, target: EventTarget | null): boolean {
  if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k')
    return true;
  return (
    event.key === '/' &&
    !event.ctrlKey &&
    !event.metaKey &&
    !event.altKey &&
    !isTypingTarget(target)
  );
}
