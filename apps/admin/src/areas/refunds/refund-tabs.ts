import { RefundStatus } from '@tread/domain';

/**
 * The list's tabs, in the order a request moves: each lists the statuses it holds (the API filters one at a
 * time, so a tab of two lets staff choose between them); All holds none and lists every request.
 */
export type RefundTab = {
  path: string;
  label: string;
  statuses: readonly RefundStatus[];
  subtitle: string;
  empty: string;
};

export const REFUND_TABS: readonly RefundTab[] = [
  {
    path: '',
    label: 'To handle',
    statuses: [RefundStatus.Applied],
    subtitle: 'Requests waiting for your answer; one not answered by its deadline is accepted on its own.',
    empty: 'No refund request waits for an answer',
  },
  {
    path: 'awaiting-return',
    label: 'Awaiting return',
    statuses: [RefundStatus.AcceptedAwaitingReturn],
    subtitle:
      'Returns you accepted: the shopper sends the goods back before the deadline, or the request closes.',
    empty: 'No accepted return waits for the shopper',
  },
  {
    path: 'return-shipped',
    label: 'Return shipped',
    statuses: [RefundStatus.ReturnShipped],
    subtitle:
      'Returns on their way back: confirm receipt when the goods arrive to put them in stock and refund.',
    empty: 'No return is on its way',
  },
  {
    path: 'refunding',
    label: 'Refunding',
    statuses: [RefundStatus.AcceptedAwaitingRefund, RefundStatus.ReturnReceived],
    subtitle: 'Refunds claimed from the payment, waiting for the payment provider to send the money back.',
    empty: 'No refund waits for the payment provider',
  },
  {
    path: 'done',
    label: 'Done',
    statuses: [RefundStatus.Refunded],
    subtitle: 'Requests whose money went back to the shopper.',
    empty: 'No refund completed yet',
  },
  {
    path: 'declined',
    label: 'Declined',
    statuses: [RefundStatus.Rejected],
    subtitle: 'Requests you declined; the shopper may edit and send them again, or withdraw them.',
    empty: 'No declined request',
  },
  {
    path: 'closed',
    label: 'Closed',
    statuses: [RefundStatus.Closed],
    subtitle: 'Requests the shopper withdrew, or returns not sent before their deadline.',
    empty: 'No closed request',
  },
  {
    path: 'all',
    label: 'All',
    statuses: [],
    subtitle: 'Every refund and return request, newest first.',
    empty: 'No refund request yet',
  },
];

/** The tab a request in `status` is listed under: where its detail page goes back to. */
export const tabOf = (status: RefundStatus): RefundTab =>
  REFUND_TABS.find((tab) => tab.statuses.includes(status)) ?? (REFUND_TABS.at(-1) as RefundTab);

/** A tab's address under /admin. */
export const tabPath = (tab: RefundTab): string => (tab.path ? `/refunds/${tab.path}` : '/refunds');
