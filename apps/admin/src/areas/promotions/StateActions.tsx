import type { UseMutationResult } from '@tanstack/react-query';
import type { PromotionState } from '@tread/domain';
import CircleStop from 'lucide-react/icons/circle-stop';
import Pause from 'lucide-react/icons/pause';
import Play from 'lucide-react/icons/play';
import { useId, useRef } from 'react';
import { actionsFor, type StateAction } from './promotion-state';

const ACTION_NAMES: Record<StateAction, string> = { pause: 'Pause', resume: 'Resume', end: 'End' };
const ACTION_ICONS = { pause: Pause, resume: Play, end: CircleStop };

/** What ending does, said in the confirmation. */
const ENDING = {
  coupon: 'Shoppers can no longer claim it, and coupons already claimed can no longer be used.',
  activity: 'Its prices stop at once; rebates and cash back already earned are still paid.',
} as const;

/**
 * Pause, resume and end a coupon or an activity. Ending is for good, so it asks first, in a modal dialog that
 * names what ends. `compact` (a list's row) shows the actions as icons, named on hover and to screen readers.
 */
export function StateActions({
  what,
  name,
  state,
  change,
  compact = false,
}: {
  what: keyof typeof ENDING;
  name: string;
  state: PromotionState;
  change: UseMutationResult<unknown, Error, StateAction>;
  compact?: boolean;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const keep = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const actions = actionsFor(state);
  // The safe answer has the focus when the question opens.
  const confirmEnd = () => {
    dialog.current?.showModal();
    keep.current?.focus();
  };
  if (actions.length === 0) return null;
  return (
    <div className="promo-actions">
      {actions.map((action) => {
        const Icon = ACTION_ICONS[action];
        return (
          <button
            key={action}
            type="button"
            className={`button ${action === 'end' ? 'button--danger' : 'button--quiet'}${compact ? ' promo-icon-button' : ''}`}
            title={compact ? ACTION_NAMES[action] : undefined}
            disabled={change.isPending}
            onClick={() => (action === 'end' ? confirmEnd() : change.mutate(action))}
          >
            {compact ? <Icon size={16} aria-hidden /> : ACTION_NAMES[action]}
            <span className="visually-hidden">
              {compact && ACTION_NAMES[action]} {name}
            </span>
          </button>
        );
      })}
      <dialog ref={dialog} className="promo-confirm" aria-labelledby={titleId}>
        <form method="dialog">
          <h2 id={titleId}>
            End the {what} “{name}”?
          </h2>
          <p>
            {ENDING[what]} An ended {what} cannot be resumed.
          </p>
          <div className="form-actions">
            <button type="submit" className="button button--danger" onClick={() => change.mutate('end')}>
              End {what}
            </button>
            <button ref={keep} type="submit" className="button button--quiet">
              Keep it
            </button>
          </div>
        </form>
      </dialog>
    </div>
  );
}
