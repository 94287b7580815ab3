import { NavLink } from 'react-router';

export const VISIBLE_PATH = '/reviews';
export const HIDDEN_PATH = '/reviews/hidden';

/** The area's tabs: what shoppers read on product pages, and what staff took off them. */
export function ReviewsNav() {
  return (
    <nav className="area-tabs" aria-label="Reviews">
      <NavLink to={VISIBLE_PATH} end>
        Visible
      </NavLink>
      <NavLink to={HIDDEN_PATH} end>
        Hidden
      </NavLink>
    </nav>
  );
}
