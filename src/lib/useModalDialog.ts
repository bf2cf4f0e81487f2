/** Shared behaviour of the site's modal dialogs (native <dialog>): open, close, focus trap. */
import {
  useCallback,
  useEffect,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type RefObject,
  type SyntheticEvent,
} from 'react';

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
 * Props for a native <dialog> opened as a modal on mount and closed on unmount: Escape and a
 * click on the backdrop call onClose, Tab stays inside, `initialFocus` receives focus.
 * The dialog's content must fill it (no padding on the <dialog>), so that a click on the
 * element itself can only be a click on the backdrop.
 */
export function useModalDialog(initialFocus: RefObject<HTMLElement | null>, onClose: () => void) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    dialog.showModal();
    initialFocus.current?.focus();
    return () => {
      if (dialog.open) dialog.close();
    };
  }, [initialFocus]);

  const onKeyDown = useCallback((event: KeyboardEvent<HTMLDialogElement>) => {
    trapTab(ref.current, event);
  }, []);

  const onCancel = useCallback(
    (event: SyntheticEvent<HTMLDialogElement>) => {
      event.preventDefault();
      onClose();
    },
    [onClose],
  );

  const onClick = useCallback(
    (event: MouseEvent<HTMLDialogElement>) => {
      if (event.target === event.currentTarget) onClose();
    },
    [onClose],
  );

  return { ref, onKeyDown, onCancel, onClick };
}
