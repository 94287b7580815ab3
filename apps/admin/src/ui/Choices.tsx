/** One choice of a `Choices` strip: its value (undefined: no narrowing) and its name. */
export type Choice<Value> = { value: Value; label: string };

/** A strip of mutually exclusive choices that narrow a list (a status within a tab, a rating). */
export function Choices<Value extends string | number | undefined>({
  label,
  choices,
  value,
  onChoose,
}: {
  label: string;
  choices: readonly Choice<Value>[];
  value: Value;
  onChoose: (value: Value) => void;
}) {
  return (
    <fieldset className="choices">
      <legend className="choices__label">{label}</legend>
      {choices.map((choice) => (
        <button
          key={String(choice.value)}
          type="button"
          aria-pressed={choice.value === value}
          onClick={() => onChoose(choice.value)}
        >
          {choice.label}
        </button>
      ))}
    </fieldset>
  );
}
