import Eye from 'lucide-react/icons/eye';
import EyeOff from 'lucide-react/icons/eye-off';
import { type InputHTMLAttributes, type ReactNode, type Ref, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './forms.css';

export interface TextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'id' | 'children'> {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** The rule's message, shown under the field and read with it. */
  error?: string | null;
  hint?: ReactNode;
  /** Something inside the field's row on the right, e.g. the Send code button. */
  end?: ReactNode;
  /** Text after the label, e.g. '(optional)'. */
  labelNote?: string;
  /** Marks the field as needing a fix when its message is shown elsewhere (e.g. under a pair of fields). */
  invalid?: boolean;
  /** The id of that message. */
  describedBy?: string;
  /** The input itself, so a form can put the cursor in the first field to fix. */
  ref?: Ref<HTMLInputElement>;
}

/** A labeled input with its hint and its error message, as every form of the account pages uses. */
export function TextField({
  label,
  value,
  onValueChange,
  error,
  hint,
  end,
  labelNote,
  invalid,
  describedBy: outsideMessage,
  className,
  ref,
  ...input
}: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : null, outsideMessage, hint ? hintId : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={`field form-field${className ? ` ${className}` : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
        {labelNote && <span className="form-field__note"> {labelNote}</span>}
      </label>
      <div className="form-field__row">
        <input
          ref={ref}
          id={id}
          className="field__input form-field__input"
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          aria-invalid={error || invalid ? true : undefined}
          aria-describedby={describedBy || undefined}
          {...input}
        />
        {end}
      </div>
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}

/** A password field with a show / hide button. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'end'>) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      autoCapitalize="off"
      spellCheck={false}
      end={
        <button
          type="button"
          className="icon-button form-field__end-icon"
          aria-label={t(shown ? 'account.form.hidePassword' : 'account.form.showPassword')}
          aria-pressed={shown}
          onClick={() => setShown((value) => !value)}
        >
          {shown ? <EyeOff size={20} aria-hidden="true" /> : <Eye size={20} aria-hidden="true" />}
        </button>
      }
    />
  );
}

/** The sign-in e-mail field, as sign-in, sign-up and password reset ask for it. */
export function EmailField(
  props: Pick<TextFieldProps, 'value' | 'onValueChange' | 'error' | 'ref' | 'onBlur'>,
) {
  const { t } = useTranslation();
  return (
    <TextField
      {...props}
      label={t('account.form.email')}
      type="email"
      inputMode="email"
      autoComplete="email"
      autoCapitalize="off"
      spellCheck={false}
      placeholder={t('account.form.emailPlaceholder')}
    />
  );
}

export interface SwitchFieldProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: string;
  disabled?: boolean;
}

/** An on/off setting as a row with a switch. */
export function SwitchField({ label, checked, onChange, hint, disabled }: SwitchFieldProps) {
  const id = useId();
  return (
    <div className="switch-row">
      <label className="switch-row__text" htmlFor={id}>
        <span className="switch-row__label">{label}</span>
        {hint && <span className="switch-row__hint">{hint}</span>}
      </label>
      <input
        id={id}
        type="checkbox"
        role="switch"
        aria-checked={checked}
        className="switch"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
    </div>
  );
}

/** The server's answer to a form, e.g. 'The Email Address or Password you entered is incorrect.' */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className="form-alert" role="alert">
      {message}
    </p>
  );
}
