import ChevronRight from 'lucide-react/icons/chevron-right';
import type { ReactNode } from 'react';
import { AppLink } from './navigator';

export interface ListRowProps {
  title: ReactNode;
  subtitle?: ReactNode;
  icon?: ReactNode;
  /** Text on the right, e.g. the app version. */
  value?: ReactNode;
  /** In-app page to open. */
  to?: string;
  /** Link that leaves the app (tel:, mailto:, sms:, https:). */
  href?: string;
  onClick?: () => void;
}

function RowContent({ title, subtitle, icon, value, interactive }: ListRowProps & { interactive: boolean }) {
  return (
    <>
      {icon && (
        <span className="list-row__icon" aria-hidden="true">
          {icon}
        </span>
      )}
      <span className="list-row__text">
        <span className="list-row__title">{title}</span>
        {subtitle && <span className="list-row__subtitle">{subtitle}</span>}
      </span>
      {value !== undefined && <span className="list-row__value">{value}</span>}
      {interactive && <ChevronRight className="list-row__chevron" size={20} aria-hidden="true" />}
    </>
  );
}

/** One row of a list: a page link, an outside link, a button, or plain information. */
export function ListRow(props: ListRowProps) {
  const { to, href, onClick } = props;
  if (to) {
    return (
      <li>
        <AppLink to={to} className="list-row list-row--link">
          <RowContent {...props} interactive />
        </AppLink>
      </li>
    );
  }
  if (href) {
    return (
      <li>
        <a href={href} className="list-row list-row--link">
          <RowContent {...props} interactive />
        </a>
      </li>
    );
  }
  if (onClick) {
    return (
      <li>
        <button type="button" className="list-row list-row--link" onClick={onClick}>
          <RowContent {...props} interactive />
        </button>
      </li>
    );
  }
  return (
    <li className="list-row">
      <RowContent {...props} interactive={false} />
    </li>
  );
}

/** A card of rows separated by hairlines. */
export function List({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <ul className="list" aria-label={label}>
      {children}
    </ul>
  );
}
