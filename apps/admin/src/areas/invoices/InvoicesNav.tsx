import { NavLink } from 'react-router';

export const TO_REVIEW_PATH = '/invoices';
export const ISSUED_PATH = '/invoices/issued';
export const ALL_INVOICES_PATH = '/invoices/all';

/** The area's tabs: what waits for staff first, then what is issued, then everything. */
export function InvoicesNav() {
  return (
    <nav className="area-tabs" aria-label="Invoices">
      <NavLink to={TO_REVIEW_PATH} end>
        To review
      </NavLink>
      <NavLink to={ISSUED_PATH} end>
        Issued
      </NavLink>
      <NavLink to={ALL_INVOICES_PATH} end>
        All
      </NavLink>
    </nav>
  );
}
