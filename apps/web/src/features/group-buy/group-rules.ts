import { type GroupMember, GroupState } from '@tread/domain';

/** A seat is one unit: a group's size counts shoppers, each buying one at the group price. */
export const GROUP_SEAT_COUNT = 1;

/** The i18n key of what a group's state means to the shopper: a member reads about their own order. */
export const groupStateTextKey = (state: GroupState, mine: boolean) =>
  `groupBuy.stateText.${state}${mine ? 'Mine' : ''}` as const;

/** The shopper's seat is in the group (their order, paid or not). */
export const isMember = (group: { members: readonly GroupMember[] }, myOrderNumber: string | null = null) =>
  myOrderNumber !== null || group.members.some((member) => member.mine);

/** Other shoppers may still take a seat. */
export const canJoin = (group: { state: GroupState; seatsLeft: number }) =>
  group.state === GroupState.Open && group.seatsLeft > 0;

/** The letter on a member's avatar: the first of their (masked) name. */
export const initialOf = (name: string): string => name.trim().charAt(0).toUpperCase() || '?';
