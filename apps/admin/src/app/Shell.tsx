import type { UserInfo } from '@tread/domain';
import LogOut from 'lucide-react/icons/log-out';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { signOut } from '../api/sign-in';
import { roleNames } from '../api/use-me';
import type { Area } from './areas';

/** The console's frame: the areas the role may open on the left, who is signed in on top. */
export function Shell({
  me,
  areas,
  children,
}: {
  me: UserInfo;
  areas: readonly Area[];
  children: ReactNode;
}) {
  return (
    <div className="shell">
      <nav className="shell__nav" aria-label="Console">
        <a className="shell__brand" href="/admin/">
          Tread <span>console</span>
        </a>
        <ul>
          {areas.map(({ path, label, icon: Icon }) => (
            <li key={path}>
              <NavLink to={`/${path}`}>
                <Icon size={18} aria-hidden />
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="shell__body">
        <header className="shell__top">
          <span className="shell__who">
            {me.userMail} · <strong>{roleNames[me.role]}</strong>
          </span>
          <button type="button" className="button button--quiet" onClick={() => void signOut()}>
            <LogOut size={16} aria-hidden /> Sign out
          </button>
        </header>
        <main className="shell__main">{children}</main>
      </div>
    </div>
  );
}
