import type { ReactNode } from 'react';

export interface StatusViewProps {
  icon: ReactNode;
  title: string;
  text?: string;
  action?: ReactNode;
}

/** A centered message with an illustration icon: loading failed, page missing, and so on. */
export function StatusView({ icon, title, text, action }: StatusViewProps) {
  return (
    <div className="status-view">
      <span className="status-view__icon" aria-hidden="true">
        {icon}
      </span>
      <h2 className="status-view__title">{title}</h2>
      {text && <p className="status-view__text">{text}</p>}
      {action}
    </div>
  );
}
