import type { ReactNode } from 'react';
import './pay-bar.css';

/**
 * The bar held at the foot of a page that asks for money: what is to pay, under its label, and the button
 * that pays it. `className` names the page's own bar, for its button's width.
 */
export function PayBar({
  label,
  amount,
  className,
  children,
}: {
  label: ReactNode;
  amount: ReactNode;
  className?: string;
  /** The paying button. */
  children: ReactNode;
}) {
  return (
    <div className={className ? `pay-bar ${className}` : 'pay-bar'}>
      <span className="pay-bar__total">
        <span className="muted">{label}</span>
        {amount}
      </span>
      {children}
    </div>
  );
}
