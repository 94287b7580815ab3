import { NavLink } from 'react-router';

export const COUPONS_PATH = '/promotions';
export const ACTIVITIES_PATH = '/promotions/activities';

/** The two lists of the area. */
export function PromotionsNav() {
  return (
    <nav className="promo-nav" aria-label="Promotions">
      <NavLink to={COUPONS_PATH} end>
        Coupons
      </NavLink>
      <NavLink to={ACTIVITIES_PATH} end>
        Activities
      </NavLink>
    </nav>
  );
}
