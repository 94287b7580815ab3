import type { ReactNode } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { EmailField, PasswordField, SwitchField, TextField, type TextFieldProps } from './fields';

/** The form fields bound to react-hook-form: value, change, blur, focus on error and the rule's message. */

/** A field of a form whose schema may transform what is typed (`Out`, e.g. dollars typed, cents sent). */
type Bound<T extends FieldValues, Out extends FieldValues = T> = {
  control: Control<T, unknown, Out>;
  name: FieldPath<T>;
};

type Kind = 'text' | 'password' | 'email';
const FIELDS: Record<Kind, (props: TextFieldProps) => ReactNode> = {
  text: TextField,
  password: PasswordField,
  email: (props) => <EmailField {...props} />,
};

export type FormTextFieldProps<T extends FieldValues, Out extends FieldValues = T> = Bound<T, Out> &
  Omit<TextFieldProps, 'value' | 'onValueChange' | 'error' | 'ref' | 'name' | 'label'> & {
    label?: string;
    kind?: Kind;
    /** Rewrites the text as it is typed, e.g. a phone as (xxx) xxx-xxxx. */
    asTyped?: (text: string) => string;
    /** Told of every change too, e.g. to keep a draft. */
    onValueChange?: (value: string) => void;
    /** The field's message is shown by the form under a group of fields, with this id. */
    messageId?: string;
  };

export function FormTextField<T extends FieldValues, Out extends FieldValues = T>({
  control,
  name,
  kind = 'text',
  asTyped,
  onValueChange,
  label = '',
  messageId,
  ...rest
}: FormTextFieldProps<T, Out>) {
  const { field, fieldState } = useController({ control, name });
  const Field = FIELDS[kind];
  const message = fieldState.error?.message;
  const elsewhere = messageId && message ? { invalid: true, describedBy: messageId } : {};
  return (
    <Field
      {...rest}
      {...elsewhere}
      label={label}
      name={field.name}
      ref={field.ref}
      value={typeof field.value === 'string' ? field.value : ''}
      onBlur={field.onBlur}
      onValueChange={(text) => {
        const value = asTyped ? asTyped(text) : text;
        field.onChange(value);
        onValueChange?.(value);
      }}
      error={messageId ? undefined : message}
    />
  );
}

export function FormSwitchField<T extends FieldValues>({
  control,
  name,
  ...rest
}: Bound<T> & { label: string; hint?: string; disabled?: boolean }) {
  const { field } = useController({ control, name });
  return <SwitchField {...rest} checked={Boolean(field.value)} onChange={field.onChange} />;
}

type NewPassword = { password?: string | undefined; confirmPassword?: string | undefined };

/** A new password and its confirmation, as sign-up, reset and change-password ask for them. */
export function FormNewPasswordFields<T extends NewPassword>({
  control,
  labels,
  hint,
}: {
  control: Control<T>;
  labels: { password: string; confirm: string };
  hint: string;
}) {
  return (
    <>
      <FormTextField
        control={control}
        name={'password' as FieldPath<T>}
        kind="password"
        label={labels.password}
        autoComplete="new-password"
        hint={hint}
      />
      <FormTextField
        control={control}
        name={'confirmPassword' as FieldPath<T>}
        kind="password"
        label={labels.confirm}
        autoComplete="new-password"
      />
    </>
  );
}
