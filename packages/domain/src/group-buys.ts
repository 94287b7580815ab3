/**
 * Group buys (spell group, SPEC §2 'Activities', §4 order status 7 'waiting for group'): a product at a group
 * price once a group of its size has paid within the time limit; unfilled groups refund their members.
 */

export const GroupState = {
  /** Seats free or members still paying, inside its time limit. */
  Open: 'open',
  /** Every seat paid: the members' orders move on to processing together. */
  Filled: 'filled',
  /** The time limit passed unfilled: every member's order is canceled and refunded. */
  Failed: 'failed',
  /** Closed early by staff, the same way as a failed group. */
  Closed: 'closed',
} as const;
export type GroupState = (typeof GroupState)[keyof typeof GroupState];

export const GroupBuyMessages = {
  GroupFull: 'This group is full, please join another one or start your own',
  AlreadyInGroup: 'You are already in this group',
  GroupEnded: 'This group has ended',
  GroupNotFound: 'This group does not exist',
  OneItemOnly: 'A group buy or flash sale is checked out on its own',
  PriceBelowUsual: 'The group price must be below the usual price',
  PriceRequired: 'Please enter the group price',
  SizeRange: 'A group has 2 to 10 members',
  TimeLimitRange: 'The time limit is 1 to 72 hours',
  ShareText: 'Join my group on Tread and we both get the group price',
} as const;

export const GROUP_SIZE = { min: 2, max: 10 } as const;
export const GROUP_TIME_LIMIT_HOURS = { min: 1, max: 72 } as const;

/** A group's state now: an open group whose time limit passed has failed, swept or not yet (a read never writes). */
export function effectiveGroupState(group: { state: GroupState; expiresAt: Date }, now: Date): GroupState {
  if (group.state === GroupState.Open && group.expiresAt.getTime() <= now.getTime()) return GroupState.Failed;
  return group.state;
}

/** The share path a member sends friends: the group's details page (SPEC §2 'spell-group-details'). */
export const groupSharePath = (groupId: number): string =>
  `/packages/activities/spell-group-details?groupId=${groupId}`;

/** A member as other shoppers see them: the nickname's first letter and the rest hidden. */
export function maskedMemberName(nickname: string): string {
  const trimmed = nickname.trim();
  if (trimmed.length === 0) return 'Shopper';
  return `${trimmed[0]}***`;
}
