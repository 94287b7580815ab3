import { PromotionState } from '@tread/domain';

export type StateAction = 'pause' | 'resume' | 'end';

const STATE_NAMES: Record<PromotionState, string> = {
  [PromotionState.Scheduled]: 'Scheduled',
  [PromotionState.Running]: 'Running',
  [PromotionState.Paused]: 'Paused',
  [PromotionState.Ended]: 'Ended',
};

const STATE_CLASS: Record<PromotionState, string> = {
  [PromotionState.Scheduled]: 'badge promo-state--scheduled',
  [PromotionState.Running]: 'badge badge--on',
  [PromotionState.Paused]: 'badge promo-state--paused',
  [PromotionState.Ended]: 'badge',
};

/** Where a coupon or activity stands, as a chip. */
export function StateBadge({ state }: { state: PromotionState }) {
  return <span className={STATE_CLASS[state]}>{STATE_NAMES[state]}</span>;
}

/** What staff may do from each state: an ended promotion stays ended. */
export function actionsFor(state: PromotionState): StateAction[] {
  if (state === PromotionState.Ended) return [];
  return state === PromotionState.Paused ? ['resume', 'end'] : ['pause', 'end'];
}
