import {
  type AdminFlashSaleRow,
  type AdminGroupActivityRow,
  type AdminGroupRow,
  GroupState,
  Messages,
} from '@tread/domain';
import CircleX from 'lucide-react/icons/circle-x';
import type { ReactNode } from 'react';
import { Refusal } from '../../ui/Refusal';
import { useCloseFlashSale } from './api/close-flash-sale';
import { useCloseGroup } from './api/close-group';
import { useCloseGroupActivity } from './api/close-group-activity';
import { ConfirmButton } from './ConfirmButton';
import { flashSaleClosable, groupActivityClosable } from './offer-state';

/** Closing a flash sale, a group buy or one group early: each asks first and says what shoppers meet. */

const members = (n: number) => `${n} paid ${n === 1 ? 'member' : 'members'}`;

/** A close button that asks first, with `children` saying what closing does, and the close's refusal. */
function CloseButton({
  close,
  name,
  compact,
  question,
  confirm,
  keep,
  children,
}: {
  close: { mutate: () => void; isPending: boolean; error: unknown };
  name: string;
  compact: boolean;
  question: string;
  confirm: string;
  keep: string;
  children: ReactNode;
}) {
  return (
    <>
      <ConfirmButton
        label="Close"
        name={name}
        icon={CircleX}
        compact={compact}
        disabled={close.isPending}
        question={question}
        confirm={confirm}
        keep={keep}
        onConfirm={() => close.mutate()}
      >
        {children}
      </ConfirmButton>
      <Refusal error={close.error} />
    </>
  );
}

export function CloseFlashSale({ sale, compact = false }: { sale: AdminFlashSaleRow; compact?: boolean }) {
  const close = useCloseFlashSale(sale.seckillId);
  if (!flashSaleClosable(sale)) return null;
  return (
    <CloseButton
      close={close}
      name={sale.name}
      compact={compact}
      question="Close this flash sale now?"
      confirm="Close flash sale"
      keep="Keep it on"
    >
      <p>
        “{sale.name}” stops selling at once, today and on the days left, and cannot be reopened. Orders
        already placed are kept.
      </p>
      <p>
        Shoppers will see “<strong>{Messages.FlashSaleClosed}</strong>”
      </p>
    </CloseButton>
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
    <CloseButton
      close={close}
      name={activity.name}
      compact={compact}
      question="Close this group buy now?"
      confirm="Close group buy"
      keep="Keep it open"
    >
      <p>
        “{activity.name}” stops taking groups, and{' '}
        {activity.openGroups === 0
          ? 'it has no open group.'
          : `its ${activity.openGroups} open ${activity.openGroups === 1 ? 'group is' : 'groups are'} closed: every paid member is refunded in full and their orders are canceled.`}{' '}
        Filled groups are kept. It cannot be reopened.
      </p>
    </CloseButton>
  );
}

export function CloseGroup({ group, compact = false }: { group: AdminGroupRow; compact?: boolean }) {
  const close = useCloseGroup(group.groupId);
  if (group.state !== GroupState.Open) return null;
  return (
    <CloseButton
      close={close}
      name={`group #${group.groupId}`}
      compact={compact}
      question={`Close group #${group.groupId} now?`}
      confirm="Close group"
      keep="Keep it open"
    >
      <p>
        No one else can join it.{' '}
        {group.paidCount === 0
          ? 'No member has paid yet; unpaid orders are canceled.'
          : `Its ${members(group.paidCount)} ${group.paidCount === 1 ? 'is' : 'are'} refunded in full, and every order in it is canceled.`}
      </p>
    </CloseButton>
  );
}
