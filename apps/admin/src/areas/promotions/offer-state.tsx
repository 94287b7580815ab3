import {
  type AdminFlashSaleRow,
  type AdminGroupActivityRow,
  FlashSaleStatus,
  GroupState,
  PromotionState,
} from '@tread/domain';
import { StateBadge } from './promotion-state';

/** Where flash sales, group buys and groups stand, as chips, and whether staff may still close them. */

const FLASH_NAMES: Record<FlashSaleStatus, string> = {
  [FlashSaleStatus.NotStarted]: 'Not started',
  [FlashSaleStatus.Ongoing]: 'On now',
  [FlashSaleStatus.SoldOut]: 'Sold out today',
  [FlashSaleStatus.Ended]: 'Ended',
  [FlashSaleStatus.Closed]: 'Closed',
};
const FLASH_CLASS: Record<FlashSaleStatus, string> = {
  [FlashSaleStatus.NotStarted]: 'badge promo-state--scheduled',
  [FlashSaleStatus.Ongoing]: 'badge badge--on',
  [FlashSaleStatus.SoldOut]: 'badge promo-state--paused',
  [FlashSaleStatus.Ended]: 'badge',
  [FlashSaleStatus.Closed]: 'badge badge--off',
};

export function FlashStatusBadge({ status }: { status: FlashSaleStatus }) {
  return <span className={FLASH_CLASS[status]}>{FLASH_NAMES[status]}</span>;
}

/** A flash sale can be closed until it has ended or been closed. */
export const flashSaleClosable = (sale: AdminFlashSaleRow): boolean =>
  sale.status !== FlashSaleStatus.Closed && sale.status !== FlashSaleStatus.Ended;

/** A group buy closed by staff says so; otherwise it stands where its days put it. */
export function GroupActivityBadge({ activity }: { activity: AdminGroupActivityRow }) {
  if (activity.closedAt) return <span className="badge badge--off">Closed</span>;
  return <StateBadge state={activity.state} />;
}

export const groupActivityClosable = (activity: AdminGroupActivityRow): boolean =>
  activity.closedAt === null && activity.state !== PromotionState.Ended;

const GROUP_NAMES: Record<GroupState, string> = {
  [GroupState.Open]: 'Open',
  [GroupState.Filled]: 'Filled',
  [GroupState.Failed]: 'Failed',
  [GroupState.Closed]: 'Closed',
};
const GROUP_CLASS: Record<GroupState, string> = {
  [GroupState.Open]: 'badge promo-state--scheduled',
  [GroupState.Filled]: 'badge badge--on',
  [GroupState.Failed]: 'badge promo-state--paused',
  [GroupState.Closed]: 'badge badge--off',
};

export function GroupStateBadge({ state }: { state: GroupState }) {
  return <span className={GROUP_CLASS[state]}>{GROUP_NAMES[state]}</span>;
}
