import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { PageHeader } from '../../ui/PageHeader';

/** The parts of content and switches. */
function ContentNav() {
  return (
    <nav className="area-tabs" aria-label="Content and switches">
      <NavLink to="/content" end>
        Policy pages
      </NavLink>
      <NavLink to="/content/home">Home page</NavLink>
      <NavLink to="/content/payments">Payment methods</NavLink>
      <NavLink to="/content/announcements">Announcements</NavLink>
      <NavLink to="/content/chat">Chat opening</NavLink>
    </nav>
  );
}

/** The header every part shares, with the tabs under it. */
export function ContentHeader({ actions }: { actions?: ReactNode }) {
  return (
    <>
      <PageHeader
        title="Content and switches"
        subtitle="Policy pages, the home page, payment methods, announcements and the chat as shoppers see them."
        actions={actions}
      />
      <ContentNav />
    </>
  );
}
