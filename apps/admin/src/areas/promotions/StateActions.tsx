import type { UseMutationResult } from '@tanstack/react-query';
import type { PromotionState } from '@tread/domain';
import CircleStop from 'lucide-react/icons/circle-stop';
import Pause from 'lucide-react/icons/pause';
import Play from 'lucide-react/icons/play';
import { ConfirmButton } from './ConfirmButton';
import { actionsFor, type StateAction } from './promotion-state';

const ACTION_NAMES: Record<StateAction, string> = { pause: 'Pause', resume: 'Resume', end: 'End' };
const ACTION_ICONS = { pause: Pause, resume: Play };

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
  const actions = actionsFor(state);
  if (actions.length === 0) return null;
  return (
    <div className="promo-actions">
      {actions.map((action) => {
        if (action === 'end')
          return (
            <ConfirmButton
              key={action}
              label={ACTION_NAMES.end}
              name={name}
              icon={CircleStop}
              compact={compact}
              disabled={change.isPending}
              question={`End the ${what} “${name}”?`}
              confirm={`End ${what}`}
              onConfirm={() => change.mutate('end')}
            >
              <p>
                {ENDING[what]} An ended {what} cannot be resumed.
              </p>
            </ConfirmButton>
          );
        const Icon = ACTION_ICONS[action];
        return (
          <button
            key={action}
            type="button"
            className={`button button--quiet${compact ? ' promo-icon-button' : ''}`}
            title={compact ? ACTION_NAMES[action] : undefined}
            disabled={change.isPending}
            onClick={() => change.mutate(action)}
          >
            {compact ? <Icon size={16} aria-hidden /> : ACTION_NAMES[action]}
            <span className="visually-hidden">
              {compact && ACTION_NAMES[action]} {name}
            </span>
          </button>
        );
      })}
    </div>
  );
}
