import { useId } from 'react';

export interface ChoiceGroupProps<V extends number> {
  legend: string;
  options: readonly { value: V; label: string }[];
  value: V;
  onChange: (value: V) => void;
  /** A line under the choices: why one is missing, or the rule's message when `invalid`. */
  note?: string;
  invalid?: boolean;
}

/** Two or three choices as a segmented control over radios. */
export function ChoiceGroup<V extends number>({
  legend,
  options,
  value,
  onChange,
  note,
  invalid = false,
}: ChoiceGroupProps<V>) {
  const id = useId();
  return (
    <fieldset className="refund-choice" aria-describedby={note ? `${id}-note` : undefined}>
      <legend className="refund-choice__legend">{legend}</legend>
      <div className="refund-choice__options">
        {options.map((option) => (
          <label
            key={option.value}
            className={`refund-choice__option${value === option.value ? ' refund-choice__option--active' : ''}`}
          >
            <input
              type="radio"
              name={id}
              className="visually-hidden"
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
      {note && (
        <p id={`${id}-note`} className={invalid ? 'field__error' : 'field__hint'}>
          {note}
        </p>
      )}
    </fieldset>
  );
}
