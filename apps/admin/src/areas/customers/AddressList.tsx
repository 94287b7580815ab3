import { type Address, formatUsPhone } from '@tread/domain';

/** The customer's saved addresses, default first, as the shop keeps them. */
export function AddressList({ addresses }: { addresses: Address[] }) {
  return (
    <section className="card" aria-labelledby="addresses-title">
      <h2 id="addresses-title">Addresses</h2>
      {addresses.length === 0 ? (
        <p className="muted">No saved address</p>
      ) : (
        <ul className="address-list">
          {addresses.map((address) => (
            <li key={address.addrId}>
              <strong>
                {address.firstName} {address.lastName}
              </strong>
              {address.isDefault && <span className="badge">Default</span>}
              {address.isBilling && <span className="badge">Billing</span>}
              <br />
              {address.addressLine1}
              {address.addressLine2 && `, ${address.addressLine2}`}
              <br />
              {address.city}, {address.state} {address.zipCode} · {formatUsPhone(address.phone)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
