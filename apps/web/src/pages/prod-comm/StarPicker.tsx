import { Rating } from '@tread/domain';
import Star from 'lucide-react/icons/star';
import { type Ref, useId } from 'react';
import { useTranslation } from 'react-i18next';

const RATINGS = Object.values(Rating);

export interface StarPickerProps {
  /** The id of the element naming the group. */
  labelledBy: string;
  value: Rating | undefined;
  onChange: (rating: Rating) => void;
  size: number;
  /** The id of the message under the group, when one is shown. */
  describedBy?: string;
  invalid?: boolean;
  /** The first star's input, for a form to focus when the rating needs fixing. */
  inputRef?: Ref<HTMLInputElement>;
}

/** Five stars to tap, as radio buttons: arrow keys move between them, and each is named by its count. */
export function StarPicker({
  labelledBy,
  value,
  onChange,
  size,
  describedBy,
  invalid,
  inputRef,
}: StarPickerProps) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <div
      role="radiogroup"
      className="star-picker"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
    >
      {RATINGS.map((rating) => (
        <label
          key={rating}
          className={`star-picker__star${value !== undefined && rating <= value ? ' star-picker__star--on' : ''}`}
        >
          <input
            ref={rating === Rating.One ? inputRef : undefined}
            type="radio"
            className="visually-hidden"
            name={name}
            value={rating}
            checked={value === rating}
            onChange={() => onChange(rating)}
            aria-label={t('reviews.write.stars', { count: rating })}
          />
          <Star size={size} fill="currentColor" strokeWidth={0} aria-hidden="true" />
        </label>
      ))}
    </div>
  );
}
