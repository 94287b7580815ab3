import { ORDER_STATUS_LABELS, OrderStatus } from '@tread/domain';

/** What asks for staff stands out: paid orders to ship, orders at the installer; closed ones fade. */
const TONE: Partial<Record<OrderStatus, string>> = {
  [OrderStatus.Paid]: 'badge--waiting',
  [OrderStatus.WaitingForInstall]: 'badge--waiting',
  [OrderStatus.Shipped]: 'badge--moving',
  [OrderStatus.Completed]: 'badge--done',
  [OrderStatus.Canceled]: 'badge--closed',
};

export function StatusBadge({ status }: { status: OrderStatus }) {
  return <span className={`badge ${TONE[status] ?? ''}`}>{ORDER_STATUS_LABELS[status]}</span>;
}
