import type { ReactNode } from 'react';

/** A cell of a list editor's table: its control, and the control's message under it. */
export function TableCell({
  error,
  children,
}: {
  error?: { message?: string } | undefined;
  children: ReactNode;
}) {
  return (
    <td>
      {children}
      {error?.message && (
        <span className="field__error" role="alert">
          {error.message}
        </span>
      )}
    </td>
  );
}
