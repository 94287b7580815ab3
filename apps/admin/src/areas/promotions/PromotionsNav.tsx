import { NavLink } from 'react-router';

export const COUPONS_PATH = '/promotions';
export const ACTIVITIES_PATH = '/promotions/activities';
export const FLASH_SALES_PATH = '/promotions/flash-sales';
export const GROUP_BUYS_PATH = '/promotions/group-buys';

/** The lists of the area: an editor or a group buy's groups keep their list's tab lit. */
export function PromotionsNav() {
  return (
    <nav className="area-tabs" aria-label="Promotions">
      <NavLink to={COUPONS_PATH} end>
        Coupons
      </NavLink>
      <NavLink to={ACTIVITIES_PATH} end>
        Activities
      </NavLink>
      <NavLink to={FLASH_SALES_PATH} end>
        Flash sales
      </NavLink>
      <NavLink to={GROUP_BUYS_PATH} end>
        Group buys
      </NavLink>
    </nav>
  );
}
