import { type ReactNode, useEffect, useId, useRef } from 'react';

/**
 * A modal dialog, open while it is rendered: the page behind it is inert, and Escape closes it (`onClose`).
 * The control marked `data-autofocus` takes the focus when it opens (a confirmation's safe answer).
 */
export function Dialog({
  title,
  onClose,
  wide = false,
  children,
}: {
  title: string;
  onClose: () => void;
  wide?: boolean;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // React's Strict Mode runs this twice; a dialog already open stays as it is.
    if (!dialog.open) dialog.showModal();
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, []);
  return (
    <dialog
      ref={ref}
      className={`dialog${wide ? ' dialog--wide' : ''}`}
      aria-labelledby={titleId}
      onClose={onClose}
    >
      <h2 id={titleId}>{title}</h2>
      {children}
    </dialog>
  );
}

/**
 * Asks before a step that cannot be undone: the question, what happens (`children`), then the step and the
 * safe answer, which has the focus. Either answer closes it.
 */
export function ConfirmDialog({
  title,
  confirm,
  keep = 'Not now',
  danger = false,
  onConfirm,
  onClose,
  children,
}: {
  title: string;
  confirm: string;
  keep?: string;
  danger?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog title={title} onClose={onClose}>
      <div className="dialog__body">{children}</div>
      <div className="form-actions">
        <button
          type="button"
          className={`button${danger ? ' button--danger' : ''}`}
          onClick={() => {
            onConfirm();
            onClose();
          }}
        >
          {confirm}
        </button>
        <button type="button" className="button button--quiet" data-autofocus onClick={onClose}>
          {keep}
        </button>
      </div>
    </Dialog>
  );
}

/** The foot of a dialog's form that asks for a reason: the step, which submits the form, and 'Not now'. */
export function ReasonDialogActions({ submit, onClose }: { submit: string; onClose: () => void }) {
  return (
    <div className="form-actions">
      <button type="submit" className="button button--danger">
        {submit}
      </button>
      <button type="button" className="button button--quiet" onClick={onClose}>
        Not now
      </button>
    </div>
  );
}
