import {
  type AdminFlashSaleRow,
  type AdminGroupActivityRow,
  type AdminGroupRow,
  GroupState,
  Messages,
} from '@tread/domain';
import CircleX from 'lucide-react/icons/circle-x';
import { Refusal } from '../../ui/Refusal';
import { useCloseFlashSale } from './api/close-flash-sale';
import { useCloseGroup } from './api/close-group';
import { useCloseGroupActivity } from './api/close-group-activity';
import { ConfirmButton } from './ConfirmButton';
import { flashSaleClosable, groupActivityClosable } from './offer-state';

/** Closing a flash sale, a group buy or one group early: each asks first and says what shoppers meet. */

const members = (n: number) => `${n} paid ${n === 1 ? 'member' : 'members'}`;

export function CloseFlashSale({ sale, compact = false }: { sale: AdminFlashSaleRow; compact?: boolean }) {
  const close = useCloseFlashSale(sale.seckillId);
  if (!flashSaleClosable(sale)) return null;
  return (
    <>
      <ConfirmButton
        label="Close"
        name={sale.name}
        icon={CircleX}
        compact={compact}
        disabled={close.isPending}
        question="Close this flash sale now?"
        confirm="Close flash sale"
        keep="Keep it on"
        onConfirm={() => close.mutate()}
      >
        <p>
          “{sale.name}” stops selling at once, today and on the days left, and cannot be reopened. Orders
          already placed are kept.
        </p>
        <p>
          Shoppers will see “<strong>{Messages.FlashSaleClosed}</strong>”
        </p>
      </ConfirmButton>
      <Refusal error={close.error} />
    </>
  );
}

export function CloseGroupActivity({
  activity,
  compact = false,
}: {
  activity: AdminGroupActivityRow;
  compact?: boolean;
}) {
  const close = useCloseGroupActivity(activity.groupActivityId);
  if (!groupActivityClosable(activity)) return null;
  return (
    <>
      <ConfirmButton
        label="Close"
        name={activity.name}
        icon={CircleX}
        compact={compact}
        disabled={close.isPending}
        question="Close this group buy now?"
        confirm="Close group buy"
        keep="Keep it open"
        onConfirm={() => close.mutate()}
      >
        <p>
          “{activity.name}” stops taking groups, and{' '}
          {activity.openGroups === 0
            ? 'it has no open group.'
            : `its ${activity.openGroups} open ${activity.openGroups === 1 ? 'group is' : 'groups are'} closed: every paid member is refunded in full and their orders are cancelled.`}{' '}
          Filled groups are kept. It cannot be reopened.
        </p>
      </ConfirmButton>
      <Refusal error={close.error} />
    </>
  );
}

export function CloseGroup({ group, compact = false }: { group: AdminGroupRow; compact?: boolean }) {
  const close = useCloseGroup(group.groupId);
  if (group.state !== GroupState.Open) return null;
  return (
    <>
      <ConfirmButton
        label="Close"
        name={`group #${group.groupId}`}
        icon={CircleX}
        compact={compact}
        disabled={close.isPending}
        question={`Close group #${group.groupId} now?`}
        confirm="Close group"
        keep="Keep it open"
        onConfirm={() => close.mutate()}
      >
        <p>
          No one else can join it.{' '}
          {group.paidCount === 0
            ? 'No member has paid yet; unpaid orders are cancelled.'
            : `Its ${members(group.paidCount)} ${group.paidCount === 1 ? 'is' : 'are'} refunded in full, and every order in it is cancelled.`}
        </p>
      </ConfirmButton>
      <Refusal error={close.error} />
    </>
  );
}
