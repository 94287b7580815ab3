import { type DashboardAnswer, formatPrice } from '@tread/domain';

/**
 * Revenue of paid orders per Los Angeles day as plain SVG bars: seven bars need no chart library, and the
 * same figures sit in a table for screen readers.
 */

const WIDTH = 900;
const HEIGHT = 220;
const AXIS = 42;
const TOP = 24;
const BAR_GAP = 18;

/** '2026-11-24' → '11/24' */
const monthDay = (day: string): string => `${day.slice(5, 7)}/${day.slice(8, 10)}`;

export function PaidChart({ days }: { days: DashboardAnswer['days'] }) {
  const highest = Math.max(1, ...days.map((day) => day.revenue));
  const slot = WIDTH / days.length;
  const plot = HEIGHT - AXIS - TOP;
  return (
    <figure className="paid-chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby="paid-chart-title">
        <title id="paid-chart-title">Revenue of paid orders, last 7 days</title>
        <line x1={0} x2={WIDTH} y1={HEIGHT - AXIS} y2={HEIGHT - AXIS} className="paid-chart__axis" />
        {days.map((day, index) => {
          const height = Math.round((day.revenue / highest) * plot);
          const x = index * slot + BAR_GAP / 2;
          const y = HEIGHT - AXIS - height;
          const middle = x + (slot - BAR_GAP) / 2;
          return (
            <g key={day.day}>
              <rect x={x} y={y} width={slot - BAR_GAP} height={height} rx={3} className="paid-chart__bar" />
              <text x={middle} y={y - 6} textAnchor="middle" className="paid-chart__value">
                {day.orders > 0 ? formatPrice(day.revenue) : ''}
              </text>
              <text x={middle} y={HEIGHT - 22} textAnchor="middle" className="paid-chart__day">
                {monthDay(day.day)}
              </text>
              <text x={middle} y={HEIGHT - 6} textAnchor="middle" className="paid-chart__orders">
                {day.orders === 1 ? '1 order' : `${day.orders} orders`}
              </text>
            </g>
          );
        })}
      </svg>
      <table className="visually-hidden">
        <caption>Paid orders per Los Angeles day</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Orders</th>
            <th scope="col">Revenue</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.day}>
              <td>{monthDay(day.day)}</td>
              <td>{day.orders}</td>
              <td>{formatPrice(day.revenue)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
