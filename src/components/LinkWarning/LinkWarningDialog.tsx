import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import Heading from '@theme/Heading';
import { warningKinds, type PrivateRepoLink } from '@site/src/lib/githubLinks';
import { setFlag } from '@site/src/lib/storage';
import { useModalDialog } from '@site/src/lib/useModalDialog';
import styles from './styles.module.css';

/** How long the dialog stays after Continue, so the reader sees the new tab was opened. */
export const closeDelayMs = 500;

export type Props = {
  link: PrivateRepoLink;
  onClose: () => void;
};

/** The modal warning shown before a private repository opens. */
export default function LinkWarningDialog({ link, onClose }: Props): ReactNode {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const dialogProps = useModalDialog(cancelRef, onClose);
  const [dontWarn, setDontWarn] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const titleId = useId();
  const bodyId = useId();
  const { title, storageKey } = warningKinds[link.kind];

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

  return (
    <dialog
      {...dialogProps}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
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
