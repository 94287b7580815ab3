import type { ReactNode } from 'react';
import {
  type Control,
  Controller,
  type FieldPathByValue,
  type FieldValues,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import { CouponList } from './CouponPicker';

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

/** How a cell's input reads: text, a whole number, or dollars. */
const INPUT_KINDS = {
  text: {},
  number: { inputMode: 'numeric', className: 'loyalty-input--number' },
  money: { inputMode: 'decimal', className: 'loyalty-input--money' },
} as const;

/** A cell of a list editor's table holding one input, registered with the form (`field`), and its message. */
export function InputCell({
  label,
  error,
  field,
  kind = 'text',
  className,
  placeholder,
}: {
  label: string;
  error?: { message?: string } | undefined;
  field: UseFormRegisterReturn;
  kind?: keyof typeof INPUT_KINDS;
  className?: string;
  placeholder?: string;
}) {
  const look: { inputMode?: 'numeric' | 'decimal'; className?: string } = INPUT_KINDS[kind];
  return (
    <TableCell error={error}>
      <input
        aria-label={label}
        inputMode={look.inputMode}
        placeholder={placeholder}
        className={className ?? look.className}
        {...field}
      />
    </TableCell>
  );
}

/** A cell of a list editor's table choosing the coupons a row gives (at most `max`), and its message. */
export function CouponCell<Form extends FieldValues, Transformed>({
  control,
  name,
  of,
  max,
  error,
}: {
  control: Control<Form, unknown, Transformed>;
  name: FieldPathByValue<Form, number[]>;
  /** What gives them, for the controls' names: 'plan 2'. */
  of: string;
  max: number;
  error?: { message?: string } | undefined;
}) {
  return (
    <TableCell error={error}>
      <Controller
        control={control}
        name={name}
        render={({ field: coupons }) => (
          <CouponList of={of} value={coupons.value} onChange={coupons.onChange} max={max} />
        )}
      />
    </TableCell>
  );
}
