import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useId, useRef } from 'react';

/**
 * A button for a step that cannot be undone (end a coupon, close a flash sale): it asks first, in a modal
 * dialog that says what happens, with the safe answer focused. `compact` (a list's row) shows the icon alone,
 * named on hover and to screen readers; `name` says what it acts on ('End' + 'Spring $15').
 */
export function ConfirmButton({
  label,
  name,
  icon: Icon,
  compact = false,
  disabled = false,
  question,
  children,
  confirm,
  keep = 'Keep it',
  onConfirm,
}: {
  label: string;
  name: string;
  icon: LucideIcon;
  compact?: boolean;
  disabled?: boolean;
  question: string;
  /** What happens, under the question. */
  children: ReactNode;
  confirm: string;
  keep?: string;
  onConfirm: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const keepButton = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const ask = () => {
    dialog.current?.showModal();
    keepButton.current?.focus();
  };
  return (
    <>
      <button
        type="button"
        className={`button button--danger${compact ? ' promo-icon-button' : ''}`}
        title={compact ? label : undefined}
        disabled={disabled}
        onClick={ask}
      >
        {compact ? <Icon size={16} aria-hidden /> : label}
        <span className="visually-hidden">
          {compact && label} {name}
        </span>
      </button>
      <dialog ref={dialog} className="promo-confirm" aria-labelledby={titleId}>
        <form method="dialog">
          <h2 id={titleId}>{question}</h2>
          <div className="promo-confirm__body">{children}</div>
          <div className="form-actions">
            <button type="submit" className="button button--danger" onClick={onConfirm}>
              {confirm}
            </button>
            <button ref={keepButton} type="submit" className="button button--quiet">
              {keep}
            </button>
          </div>
        </form>
      </dialog>
    </>
  );
}
