import { zodResolver } from '@hookform/resolvers/zod';
import { type MyCoupon, surveyRequest } from '@tread/domain';
import CircleCheck from 'lucide-react/icons/circle-check';
import MessageSquareText from 'lucide-react/icons/message-square-text';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button, buttonClass } from '../../ui/Button';
import { AppLink } from '../../ui/navigator';
import { requestSignIn } from '../auth/expiry';
import { isSignedIn } from '../auth/session-store';
import { CouponTicket } from '../coupons/CouponTicket';
import { CouponPath } from '../coupons/paths';
import { FormTextField } from '../forms/controlled';
import { FormAlert } from '../forms/fields';
import { showRefusal, useServerError } from '../forms/server-errors';
import { type SurveyForm, useAnswerSurvey } from './api/answer-survey';
import { clearSurveyDraft, keepSurveyDraft, surveyDraft } from './survey-draft';
import '../../ui/form-card.css';
import './survey.css';

const WHEN = surveyRequest.shape.when.options;

function Granted({ coupon }: { coupon: MyCoupon }) {
  const { t } = useTranslation();
  return (
    <div className="card form-card" role="status">
      <p className="form-card__thanks">
        <CircleCheck size={20} aria-hidden="true" />
        {t('activities.survey.thanks')}
      </p>
      <CouponTicket coupon={coupon} />
      <AppLink to={CouponPath.mine} className={buttonClass('secondary', true)}>
        {t('activities.survey.myCoupons')}
      </AppLink>
    </div>
  );
}

/**
 * The empty-result survey (SPEC §1), under a search that found nothing: what they were looking for and how soon,
 * for a $10 coupon. A guest signs in first and finds what they typed here again.
 */
export function EmptyResultSurvey() {
  const { t } = useTranslation();
  const ids = useId();
  const answer = useAnswerSurvey();
  const [granted, setGranted] = useState<MyCoupon | null>(null);
  const form = useForm<SurveyForm>({
    resolver: zodResolver(surveyRequest),
    defaultValues: { lookingFor: '', ...surveyDraft() },
  });
  const { control, formState, handleSubmit, register, setError } = form;
  const serverError = useServerError(form);
  const whenError = formState.errors.when?.message;

  const onSubmit = handleSubmit(async (values) => {
    if (!isSignedIn()) {
      keepSurveyDraft(values);
      requestSignIn();
      return;
    }
    try {
      const { coupon } = await answer.mutateAsync(values);
      clearSurveyDraft();
      setGranted(coupon);
    } catch (error) {
      showRefusal(error, setError, ['lookingFor', 'when']);
    }
  });

  if (granted) return <Granted coupon={granted} />;
  return (
    <form className="card form-card" onSubmit={onSubmit} noValidate aria-labelledby={`${ids}-title`}>
      <div className="form-card__head">
        <span className="form-card__icon" aria-hidden="true">
          <MessageSquareText size={20} />
        </span>
        <div>
          <h2 id={`${ids}-title`} className="form-card__title">
            {t('activities.survey.title')}
          </h2>
          <p className="form-card__text">{t('activities.survey.text')}</p>
        </div>
      </div>
      <FormTextField
        control={control}
        name="lookingFor"
        label={t('activities.survey.lookingFor')}
        placeholder={t('activities.survey.lookingForPlaceholder')}
        maxLength={200}
        enterKeyHint="next"
      />
      <fieldset className="survey__when" aria-describedby={whenError ? `${ids}-when-error` : undefined}>
        <legend className="field__label">{t('activities.survey.when')}</legend>
        <div className="survey__options">
          {WHEN.map((option) => (
            <label key={option} className="survey-option">
              <input
                type="radio"
                value={option}
                className="survey-option__input"
                aria-invalid={whenError ? true : undefined}
                {...register('when')}
              />
              <span className="survey-option__label">{t(`activities.survey.whenOption.${option}`)}</span>
            </label>
          ))}
        </div>
        {whenError && (
          <p id={`${ids}-when-error`} className="field__error">
            {whenError}
          </p>
        )}
      </fieldset>
      <FormAlert message={serverError} />
      <Button type="submit" variant="accent" block busy={formState.isSubmitting}>
        {t('activities.survey.submit')}
      </Button>
    </form>
  );
}
