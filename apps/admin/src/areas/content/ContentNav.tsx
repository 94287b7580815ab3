import { NavLink } from 'react-router';

/** The three parts of content and switches. */
export function ContentNav() {
  return (
    <nav className="area-tabs" aria-label="Content and switches">
      <NavLink to="/content" end>
        Policy pages
      </NavLink>
      <NavLink to="/content/home">Home page</NavLink>
      <NavLink to="/content/payments">Payment methods</NavLink>
    </nav>
  );
}
