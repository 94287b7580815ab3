import { zodResolver } from '@hookform/resolvers/zod';
import {
  Messages,
  type Rating,
  RatingLabel,
  REVIEW_IMAGES_MAX,
  REVIEW_TEXT_MAX,
  type ReviewableOrder,
  type ReviewSubmit,
  type ReviewSubmitRequest,
  reviewSubmitRequest,
  TIRE_RATING_CATEGORIES,
} from '@tread/domain';
import { useId, useState } from 'react';
import { type ControllerRenderProps, useController, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isRefusal } from '../../api/client';
import { FormSwitchField } from '../../features/forms/controlled';
import { FormAlert } from '../../features/forms/fields';
import { showRefusal, useServerError } from '../../features/forms/server-errors';
import { FormTextArea } from '../../features/forms/text-area';
import { usePhotosUploading } from '../../features/photos/api/upload-photo';
import { PhotoPicker } from '../../features/photos/PhotoPicker';
import { useSubmitReview } from '../../features/reviews/api/submit-review';
import { Button } from '../../ui/Button';
import { showToast } from '../../ui/toast';
import { StarPicker } from './StarPicker';

type Item = ReviewableOrder['items'][number];
type Category = (typeof TIRE_RATING_CATEGORIES)[number];

/** The overall stars, with the words of the rating chosen under them (SPEC §9). */
function OverallRating({
  field,
  error,
}: {
  field: ControllerRenderProps<ReviewSubmitRequest, 'rating'>;
  error?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="review-form__overall">
      <p id={id} className="review-form__overall-label">
        {t('reviews.write.overall')}
      </p>
      <StarPicker
        labelledBy={id}
        value={field.value}
        onChange={field.onChange}
        inputRef={field.ref}
        size={36}
        invalid={Boolean(error)}
        describedBy={error ? `${id}-error` : `${id}-words`}
      />
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : (
        <p
          id={`${id}-words`}
          className={`review-form__words${field.value ? ' review-form__words--chosen' : ''}`}
        >
          {field.value ? RatingLabel[field.value] : t('reviews.write.tapToRate')}
        </p>
      )}
    </div>
  );
}

/** One tire category's row: its name and five small stars, optional. */
function CategoryRating({
  category,
  value,
  onChange,
}: {
  category: Category;
  value: Rating | undefined;
  onChange: (rating: Rating) => void;
}) {
  const id = useId();
  return (
    <div className="review-form__category">
      <span id={id}>{category.label}</span>
      <StarPicker labelledBy={id} value={value} onChange={onChange} size={24} />
    </div>
  );
}

export interface ReviewFormProps {
  orderNumber: string;
  item: Item;
  /** The server says the item was reviewed meanwhile: read the order again. */
  onStale: () => void;
  /** The order's last item to review: the page's thanks follow, so no toast. */
  last: boolean;
}

/** A review of one order item: stars, text, photos, anonymous, and for tires the category stars. */
export function ReviewForm({ orderNumber, item, onStale, last }: ReviewFormProps) {
  const { t } = useTranslation();
  const submitReview = useSubmitReview();
  const uploading = usePhotosUploading();
  const [photoProblem, setPhotoProblem] = useState<string | null>(null);
  const form = useForm<ReviewSubmitRequest, unknown, ReviewSubmit>({
    resolver: zodResolver(reviewSubmitRequest),
    defaultValues: {
      orderNumber,
      itemId: item.itemId,
      text: '',
      images: [],
      anonymous: false,
      tireRatings: {},
    },
  });
  const { control, formState, handleSubmit, setError, setValue, getValues, clearErrors } = form;
  const serverError = useServerError(form);
  // Registered before the text's field, so a submit with both missing focuses the stars first, as they are shown.
  const rating = useController({ control, name: 'rating' });
  const images = useWatch({ control, name: 'images' }) ?? [];
  const tireRatings = useWatch({ control, name: 'tireRatings' }) ?? {};

  const onSubmit = handleSubmit(async (values) => {
    try {
      await submitReview.mutateAsync(values);
    } catch (error) {
      if (isRefusal(error, 'REVIEW_ALREADY_WRITTEN')) {
        showToast(error.message);
        onStale();
        return;
      }
      showRefusal(error, setError, ['rating', 'text', 'images']);
      return;
    }
    if (!last) showToast(t('reviews.write.posted'));
  });

  return (
    <form className="form review-form" onSubmit={onSubmit} noValidate aria-label={item.prodName}>
      <OverallRating field={rating.field} error={rating.fieldState.error?.message} />

      {item.isTire && (
        <fieldset className="review-form__categories">
          <legend className="review-form__legend">
            {t('reviews.write.details')} <span className="muted">{t('reviews.write.optional')}</span>
          </legend>
          {TIRE_RATING_CATEGORIES.map((category) => (
            <CategoryRating
              key={category.key}
              category={category}
              value={tireRatings[category.key]}
              // Categories left unrated stay out of the request.
              onChange={(picked) =>
                setValue('tireRatings', { ...getValues('tireRatings'), [category.key]: picked })
              }
            />
          ))}
        </fieldset>
      )}

      <FormTextArea
        control={control}
        name="text"
        label={t('reviews.write.text')}
        max={REVIEW_TEXT_MAX}
        rows={5}
        placeholder={t(item.isTire ? 'reviews.write.tirePlaceholder' : 'reviews.write.placeholder')}
      />

      <PhotoPicker
        label={t('reviews.write.photos')}
        urls={images}
        max={REVIEW_IMAGES_MAX}
        tooManyMessage={Messages.ReviewImagesTooMany}
        error={formState.errors.images?.message ?? photoProblem ?? undefined}
        onProblem={setPhotoProblem}
        onChange={(urls) => {
          // A removal makes room: the refusal of too many photos no longer holds.
          if (urls.length < images.length) setPhotoProblem(null);
          clearErrors('images');
          setValue('images', urls);
        }}
      />

      <FormSwitchField
        control={control}
        name="anonymous"
        label={t('reviews.write.anonymous')}
        hint={t('reviews.write.anonymousHint')}
      />
      <FormAlert message={serverError} />
      <Button type="submit" variant="accent" block busy={formState.isSubmitting || uploading}>
        {t('reviews.write.submit')}
      </Button>
    </form>
  );
}
