import type { HTMLAttributes, ReactNode } from 'react';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  as?: 'div' | 'section' | 'article';
  children: ReactNode;
}

/** White panel with a subtle border and 12px corners. */
export function Card({ as: Tag = 'div', className, children, ...rest }: CardProps) {
  return (
    <Tag className={`card ${className ?? ''}`} {...rest}>
      {children}
    </Tag>
  );
}

export interface SectionProps {
  title: string;
  /** Something on the right of the heading, e.g. a 'See all' link. */
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A titled block of a page. */
export function Section({ title, action, children, className }: SectionProps) {
  return (
    <section className={`section ${className ?? ''}`}>
      <div className="section__head">
        <h2 className="section__title">{title}</h2>
        {action}
      </div>
      {children}
    </section>
  );
}
