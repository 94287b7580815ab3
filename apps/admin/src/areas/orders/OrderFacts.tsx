import {
  type AdminOrderDetail,
  DELIVERY_TYPE_LABELS,
  formatAppointmentDay,
  formatPrice,
  formatSlotTime,
  formatUsPhone,
  taxPlace,
} from '@tread/domain';

/** What was sold and for how much, and where it goes: the order as the shopper placed it. */

export function OrderItems({ order }: { order: AdminOrderDetail }) {
  return (
    <section className="card" aria-labelledby="order-items">
      <h2 id="order-items">Items</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col">SKU</th>
            <th scope="col" className="num">
              Price
            </th>
            <th scope="col" className="num">
              Qty
            </th>
            <th scope="col" className="num">
              Line total
            </th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item) => (
            <tr key={item.itemId}>
              <td>
                {item.prodName}
                {item.displaySize && <div className="muted">{item.displaySize}</div>}
              </td>
              <td>
                <code>{item.partyCode}</code>
              </td>
              <td className="num">{formatPrice(item.price)}</td>
              <td className="num">{item.count}</td>
              <td className="num">{formatPrice(item.price * item.count)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

export function OrderAmounts({ order }: { order: AdminOrderDetail }) {
  const { amounts } = order;
  const lines: [string, number][] = [
    ['Items', amounts.itemTotal],
    ['Shipping', amounts.shippingFee],
    ['Installation', amounts.tireInstallationFee + amounts.installationSavings],
    ['Services', amounts.serviceFee],
    ['State tire fee', amounts.stateTireFee],
    [
      `Sales tax${amounts.taxRate === null ? '' : ` (${taxPlace(amounts)} ${amounts.taxRate}%)`}`,
      amounts.salesTax,
    ],
    ['Discount', amounts.discount],
  ];
  return (
    <section className="card" aria-labelledby="order-amounts">
      <h2 id="order-amounts">Amounts</h2>
      <dl className="facts facts--amounts">
        {lines
          .filter(([label, cents]) => cents !== 0 || label === 'Items')
          .map(([label, cents]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{formatPrice(cents)}</dd>
            </div>
          ))}
        <dt className="facts__total">Total</dt>
        <dd className="facts__total">{formatPrice(amounts.total)}</dd>
      </dl>
    </section>
  );
}

export function OrderDelivery({ order }: { order: AdminOrderDetail }) {
  const to = order.destination;
  return (
    <section className="card" aria-labelledby="order-delivery">
      <h2 id="order-delivery">Customer and delivery</h2>
      <dl className="facts">
        <dt>Customer</dt>
        <dd>
          <a href={`mailto:${order.customerEmail}`}>{order.customerEmail}</a>
        </dd>
        <dt>Delivery</dt>
        <dd>{DELIVERY_TYPE_LABELS[order.deliveryType] ?? '—'}</dd>
        {order.station ? (
          <>
            <dt>Shop</dt>
            <dd>
              {order.station.name} <span className="muted">(ID {order.station.stationId})</span>
              <div>{order.station.address}</div>
            </dd>
            {order.appointment && (
              <>
                <dt>Appointment</dt>
                <dd>
                  {formatAppointmentDay(order.appointment.date)}, {formatSlotTime(order.appointment.start)}–
                  {formatSlotTime(order.appointment.end)}
                </dd>
              </>
            )}
          </>
        ) : (
          <>
            <dt>Ship to</dt>
            <dd>
              {to.name}
              <div>
                {to.address1}
                {to.address2 && `, ${to.address2}`}
              </div>
              <div>
                {to.city}, {to.state} {to.zip}
              </div>
            </dd>
          </>
        )}
        <dt>Phone</dt>
        <dd>{formatUsPhone(to.phone)}</dd>
        {order.services.length > 0 && (
          <>
            <dt>Services</dt>
            <dd>{order.services.map((service) => service.name).join(', ')}</dd>
          </>
        )}
        {order.installStatusLabel && (
          <>
            <dt>Installation</dt>
            <dd>{order.installStatusLabel}</dd>
          </>
        )}
        {order.remark && (
          <>
            <dt>Shopper's note</dt>
            <dd>{order.remark}</dd>
          </>
        )}
      </dl>
    </section>
  );
}
