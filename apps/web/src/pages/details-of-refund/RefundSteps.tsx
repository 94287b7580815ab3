import type { RefundDetail } from '@tread/domain';
import Check from 'lucide-react/icons/check';
import { useTranslation } from 'react-i18next';

/** The request's steps (SPEC §4 'Refund flow'): done ones ticked, the current one marked. */
export function RefundSteps({ steps }: { steps: RefundDetail['steps'] }) {
  const { t } = useTranslation();
  return (
    <ol className="refund-steps" aria-label={t('refunds.detail.steps')}>
      {steps.map((step, index) => {
        const state = step.done ? 'done' : step.current ? 'current' : 'todo';
        return (
          <li
            key={step.step}
            className={`refund-steps__step refund-steps__step--${state}`}
            aria-current={step.current ? 'step' : undefined}
          >
            <span className="refund-steps__dot" aria-hidden="true">
              {step.done ? <Check size={14} strokeWidth={3} /> : index + 1}
            </span>
            <span className="refund-steps__label">
              {step.label}
              {step.done && <span className="visually-hidden"> {t('refunds.detail.stepDone')}</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
