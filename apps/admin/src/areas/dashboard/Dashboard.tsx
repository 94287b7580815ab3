import { formatPrice, ORDER_READ_ROLES, OrderStatus, type PaidFigures } from '@tread/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useMe } from '../../api/use-me';
import { PageHeader } from '../../ui/PageHeader';
import { Refusal } from '../../ui/Refusal';
import { useDashboard } from './api/dashboard';
import { PaidChart } from './PaidChart';

const plural = (count: number, word: string) =>
  `${count.toLocaleString('en-US')} ${word}${count === 1 ? '' : 's'}`;

function SalesCard({ title, figures }: { title: string; figures: PaidFigures }) {
  return (
    <section className="card stat" aria-label={title}>
      <h2 className="stat__title">{title}</h2>
      <p className="stat__value">{formatPrice(figures.revenue)}</p>
      <p className="muted">{plural(figures.orders, 'paid order')}</p>
    </section>
  );
}

/** A count of what waits on staff; it opens the list of those orders for the roles that read orders. */
function WaitingCard({
  title,
  count,
  hint,
  to,
}: {
  title: string;
  count: number;
  hint: string;
  to?: string;
}) {
  const value: ReactNode = count.toLocaleString('en-US');
  return (
    <section className="card stat" aria-label={title}>
      <h2 className="stat__title">{title}</h2>
      <p className="stat__value">{to ? <Link to={to}>{value}</Link> : value}</p>
      <p className="muted">{hint}</p>
    </section>
  );
}

/** /admin/dashboard: the shop today and this week in Los Angeles days, and what waits on staff. */
export function Dashboard() {
  const figures = useDashboard();
  const role = useMe(true).data?.role;
  const ordersLink = (status: OrderStatus) =>
    role && ORDER_READ_ROLES.includes(role) ? `/orders?status=${status}` : undefined;
  const data = figures.data;
  return (
    <>
      <PageHeader
        title="Dashboard"
        subtitle="Paid orders and revenue by Los Angeles day; refreshed every minute."
      />
      <Refusal error={figures.error} />
      {data && (
        <>
          <div className="stats">
            <SalesCard title="Today" figures={data.today} />
            <SalesCard title="Last 7 days" figures={data.lastSevenDays} />
            <WaitingCard
              title="Unpaid"
              count={data.unpaid}
              hint="Inside their payment window"
              to={ordersLink(OrderStatus.Unpaid)}
            />
            <WaitingCard
              title="To ship"
              count={data.toShip}
              hint="Paid, not yet shipped or sent"
              to={ordersLink(OrderStatus.Paid)}
            />
            <WaitingCard
              title="To install"
              count={data.toInstall}
              hint="At their installer"
              to={ordersLink(OrderStatus.WaitingForInstall)}
            />
            <WaitingCard
              title="Low stock"
              count={data.lowStockSkus}
              hint={`SKUs on sale with fewer than ${data.lowStockBelow} pieces`}
            />
          </div>
          <section className="card" aria-labelledby="paid-chart-heading">
            <h2 id="paid-chart-heading">Revenue, last 7 days</h2>
            <PaidChart days={data.days} />
          </section>
        </>
      )}
    </>
  );
}
