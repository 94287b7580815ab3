import type { FormEventHandler, ReactNode } from 'react';

/** A list's filters: their fields, then Filter (or `submitLabel`) and Clear, on one card above the table. */
export function FilterBar({
  onFilter,
  onClear,
  submitLabel = 'Filter',
  className,
  children,
}: {
  onFilter: FormEventHandler<HTMLFormElement>;
  onClear: () => void;
  submitLabel?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <form className={`filters card${className ? ` ${className}` : ''}`} onSubmit={onFilter}>
      {children}
      <div className="filters__actions">
        <button type="submit" className="button">
          {submitLabel}
        </button>
        <button type="button" className="button button--quiet" onClick={onClear}>
          Clear
        </button>
      </div>
    </form>
  );
}
