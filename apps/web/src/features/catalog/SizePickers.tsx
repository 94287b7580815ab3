import ChevronDown from 'lucide-react/icons/chevron-down';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useTireSizeOptions } from './api/tire-size-options';
import './pickers.css';

export interface SizeChoice {
  width?: number;
  ratio?: number;
  diameter?: number;
}

export interface SizePickersProps {
  value: SizeChoice;
  onChange: (value: SizeChoice) => void;
}

function Picker({
  label,
  placeholder,
  options,
  value,
  disabled,
  onChange,
  format = String,
}: {
  label: string;
  placeholder: string;
  options: readonly number[];
  value: number | undefined;
  disabled: boolean;
  onChange: (value: number | undefined) => void;
  format?: (value: number) => string;
}) {
  const id = useId();
  return (
    <div className="picker">
      <label className="picker__label" htmlFor={id}>
        {label}
      </label>
      <div className="picker__control">
        <select
          id={id}
          className="picker__select"
          value={value ?? ''}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value ? Number(event.target.value) : undefined)}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {format(option)}
            </option>
          ))}
        </select>
        <ChevronDown className="picker__chevron" size={18} aria-hidden="true" />
      </div>
    </div>
  );
}

/**
 * Width → aspect ratio → rim diameter, each offering only the sizes we carry (tireSizeOptions);
 * changing one step clears the steps after it.
 */
export function SizePickers({ value, onChange }: SizePickersProps) {
  const { t } = useTranslation();
  const widths = useTireSizeOptions(undefined, undefined);
  const ratios = useTireSizeOptions(value.width, undefined, value.width !== undefined);
  const diameters = useTireSizeOptions(
    value.width,
    value.ratio,
    value.width !== undefined && value.ratio !== undefined,
  );

  return (
    <div className="size-pickers">
      <Picker
        label={t('catalog.sizePicker.width')}
        placeholder={t('catalog.sizePicker.choose')}
        options={widths.data?.widths ?? []}
        value={value.width}
        disabled={!widths.data}
        onChange={(width) => onChange({ width })}
      />
      <span className="size-pickers__joiner" aria-hidden="true">
        /
      </span>
      <Picker
        label={t('catalog.sizePicker.ratio')}
        placeholder={t('catalog.sizePicker.choose')}
        options={value.width === undefined ? [] : (ratios.data?.ratios ?? [])}
        value={value.ratio}
        disabled={value.width === undefined || !ratios.data}
        onChange={(ratio) => onChange({ width: value.width, ratio })}
      />
      <span className="size-pickers__joiner" aria-hidden="true">
        R
      </span>
      <Picker
        label={t('catalog.sizePicker.diameter')}
        placeholder={t('catalog.sizePicker.choose')}
        options={value.ratio === undefined ? [] : (diameters.data?.diameters ?? [])}
        value={value.diameter}
        disabled={value.ratio === undefined || !diameters.data}
        onChange={(diameter) => onChange({ width: value.width, ratio: value.ratio, diameter })}
        format={(diameter) => t('catalog.sizePicker.inches', { value: diameter })}
      />
    </div>
  );
}

/** The chosen size as text once all three steps are set: '225/45R17'. */
export function chosenSize(value: SizeChoice): string | null {
  if (value.width === undefined || value.ratio === undefined || value.diameter === undefined) return null;
  return `${value.width}/${value.ratio}R${value.diameter}`;
}
