import { groupSharePath } from '@tread/domain';
import { productPath } from '../catalog/paths';

/** The group-buy pages of SPEC §2 (activities package); group-confirm-order is the checkout's (checkout/paths). */
export const GroupBuyPath = {
  list: '/packages/activities/a-bulk-list',
  details: '/packages/activities/spell-group-details',
  members: '/packages/activities/spell-members-details',
} as const;

/** A group's details: the page its members share (the domain's share path). */
export const groupDetailsPath = (groupId: number): string => groupSharePath(groupId);

export const groupMembersPath = (groupId: number): string => `${GroupBuyPath.members}?groupId=${groupId}`;

/** The product page with its group buy: start a group or join an open one (SPEC §2 prod/prod, groupActivityId). */
export const groupProductPath = (activity: {
  prodId: number;
  skuId: number;
  groupActivityId: number;
}): string => `${productPath(activity.prodId, activity.skuId)}&groupActivityId=${activity.groupActivityId}`;
