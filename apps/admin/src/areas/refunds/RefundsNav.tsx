import { NavLink } from 'react-router';
import { REFUND_TABS, tabPath } from './refund-tabs';

/** The area's tabs: what waits for the merchant first, then each later stage, then everything. */
export function RefundsNav() {
  return (
    <nav className="area-tabs" aria-label="Refunds">
      {REFUND_TABS.map((tab) => (
        <NavLink key={tab.path} to={tabPath(tab)} end>
          {tab.label}
        </NavLink>
      ))}
    </nav>
  );
}
