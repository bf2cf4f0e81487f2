/** Shared behaviour of the site's modal dialogs (native <dialog>): open, close, focus trap. */
import { useCallback, useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';

const focusableSelector = 'button:not([disabled]), input:not([disabled]), a[href], [tabindex="0"]';

/** Moves Tab and Shift+Tab around the focusable elements of the container. */
export function trapTab(container: HTMLElement | null, event: KeyboardEvent): void {
  if (event.key !== 'Tab' || !container) return;
  const items = [...container.querySelectorAll<HTMLElement>(focusableSelector)];
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * Opens the dialog as a modal on mount and closes it on unmount. `initialFocus` receives focus
 * once open. Returns the dialog ref and a keydown handler that keeps Tab inside.
 */
export function useModalDialog(initialFocus: RefObject<HTMLElement | null>): {
  dialogRef: RefObject<HTMLDialogElement | null>;
  onKeyDown: (event: KeyboardEvent<HTMLDialogElement>) => void;
} {
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    dialog.showModal();
    initialFocus.current?.focus();
    return () => {
      if (dialog.open) dialog.close();
    };
  }, [initialFocus]);

  const onKeyDown = useCallback((event: KeyboardEvent<HTMLDialogElement>) => {
    trapTab(dialogRef.current, event);
  }, []);

  return { dialogRef, onKeyDown };
}
