import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import Heading from '@theme/Heading';
import { warningKinds, type PrivateRepoLink } from '@site/src/lib/githubLinks';
import { setFlag } from '@site/src/lib/storage';
import styles from './styles.module.css';

/** How long the dialog stays after Continue, so the reader sees the new tab was opened. */
export const closeDelayMs = 500;

export type Props = {
  link: PrivateRepoLink;
  onClose: () => void;
};

const focusableSelector = 'button:not([disabled]), input:not([disabled]), a[href]';

/** The modal warning shown before a private repository opens. */
export default function LinkWarningDialog({ link, onClose }: Props): ReactNode {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [dontWarn, setDontWarn] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const titleId = useId();
  const bodyId = useId();
  const { title, storageKey } = warningKinds[link.kind];

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    dialog.showModal();
    cancelRef.current?.focus();
    return () => {
      if (dialog.open) dialog.close();
    };
  }, []);

  useEffect(() => {
    if (!leaving) return;
    const timer = setTimeout(onClose, closeDelayMs);
    return () => {
      clearTimeout(timer);
    };
  }, [leaving, onClose]);

  function onContinue(): void {
    if (dontWarn) setFlag(storageKey);
    window.open(link.url, '_blank', 'noopener,noreferrer');
    setLeaving(true);
  }

  function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>): void {
    if (event.key !== 'Tab') return;
    const items = [...(dialogRef.current?.querySelectorAll<HTMLElement>(focusableSelector) ?? [])];
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

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // The dialog box fills its inner panel, so a click on the element itself is the backdrop.
        if (event.target === event.currentTarget) onClose();
      }}
      onKeyDown={keepFocusInside}
    >
      <div className={styles.panel}>
        {/* The id sits on a span: Heading would add a focusable "direct link" anchor for an id. */}
        <Heading as="h2" className={styles.title}>
          <span id={titleId}>{title}</span>
        </Heading>
        <p id={bodyId}>
          This link leads to the private <code>{link.repo}</code> repository visible only to
          subscribers; everyone else will see a 404.
        </p>
        <label className={styles.checkbox}>
          <input
            type="checkbox"
            checked={dontWarn}
            onChange={(event) => {
              setDontWarn(event.target.checked);
            }}
          />
          Don&apos;t warn me again
        </label>
        <div className={styles.actions}>
          <button
            ref={cancelRef}
            type="button"
            className="button button--secondary"
            onClick={onClose}
          >
            Cancel
          </button>
          <button
            type="button"
            className="button button--primary"
            onClick={onContinue}
            disabled={leaving}
          >
            Continue to GitHub
          </button>
        </div>
      </div>
    </dialog>
  );
}
