import { formatLaDate, formatLaTime, type OrderItem, RefundStatus } from '@tread/domain';
import { useEffect, useState } from 'react';

const MINUTE_MS = 60_000;
/** A deadline closer than this stands out before it passes. */
const SOON_MS = 12 * 60 * MINUTE_MS;

/** Whose turn it is: the merchant's stands out, the shopper's or the payment's is on its way, the end is quiet. */
const TONE: Record<RefundStatus, string> = {
  [RefundStatus.Applied]: 'refund-status--yours',
  [RefundStatus.ReturnShipped]: 'refund-status--yours',
  [RefundStatus.AcceptedAwaitingReturn]: 'refund-status--moving',
  [RefundStatus.AcceptedAwaitingRefund]: 'refund-status--moving',
  [RefundStatus.ReturnReceived]: 'refund-status--moving',
  [RefundStatus.Refunded]: 'refund-status--done',
  [RefundStatus.Rejected]: 'refund-status--declined',
  [RefundStatus.Closed]: 'refund-status--closed',
};

/** Where a request stands, in the words the shopper reads (some are long: a dot, not a pill, so they wrap). */
export function RefundStatusText({ status, text }: { status: RefundStatus; text: string }) {
  return <span className={`refund-status ${TONE[status]}`}>{text}</span>;
}

/** The time now, read again every half minute: countdowns move without a reload. */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), MINUTE_MS / 2);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** '2d 4h left', '5h 12m left', '12m left': what is left before a deadline, to the minute. */
export function timeLeft(ms: number): string {
  const minutes = Math.ceil(ms / MINUTE_MS);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  if (days > 0) return `${days}d ${hours}h left`;
  if (hours > 0) return `${hours}h ${minutes % 60}m left`;
  return `${minutes}m left`;
}

/** The deadline a request is under now: the merchant's answer, or the shopper's return. */
export function deadlineOf(request: {
  respondBy: string | null;
  returnBy: string | null;
}): { label: string; at: string } | null {
  if (request.respondBy) return { label: 'Answer by', at: request.respondBy };
  if (request.returnBy) return { label: 'Return by', at: request.returnBy };
  return null;
}

/** A deadline's countdown over its Los Angeles date and time; 'Overdue' once it passed, amber when close. */
export function Deadline({ label, at, now }: { label: string; at: string; now: number }) {
  const instant = new Date(at);
  const left = instant.getTime() - now;
  const tone = left <= 0 ? ' deadline--overdue' : left < SOON_MS ? ' deadline--soon' : '';
  return (
    <div className={`deadline${tone}`}>
      <strong>{left <= 0 ? 'Overdue' : timeLeft(left)}</strong>
      <div className="muted">
        {label} <span>{formatLaDate(instant)}</span>{' '}
        <span className="deadline__time">{formatLaTime(instant)}</span>
      </div>
    </div>
  );
}

/** The item a request is about: its photo, name, and size or brand. */
export function RefundItem({ item }: { item: OrderItem }) {
  return (
    <div className="refund-item">
      <img src={item.image} alt="" width={40} height={40} />
      <div>
        <div className="refund-item__name">{item.prodName}</div>
        <div className="muted">{item.displaySize ?? item.brandName}</div>
      </div>
    </div>
  );
}
