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

/** A list editor's message about the list as a whole (too many rows, ids repeated), above its table. */
export function ListError({ error }: { error?: { message?: string } | undefined }) {
  return error?.message ? (
    <p className="refusal" role="alert">
      {error.message}
    </p>
  ) : null;
}
