import { NavLink } from 'react-router';

/** The four parts of content and switches. */
export function ContentNav() {
  return (
    <nav className="area-tabs" aria-label="Content and switches">
      <NavLink to="/content" end>
        Policy pages
      </NavLink>
      <NavLink to="/content/home">Home page</NavLink>
      <NavLink to="/content/payments">Payment methods</NavLink>
      <NavLink to="/content/announcements">Announcements</NavLink>
    </nav>
  );
}
