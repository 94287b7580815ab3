import { useTranslation } from 'react-i18next';

/** A part of a page that failed to load, with a retry. */
export function SectionError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="inline-error">
      <span>{t('errors.sectionFailed')}</span>
      <button type="button" className="link-button" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}
