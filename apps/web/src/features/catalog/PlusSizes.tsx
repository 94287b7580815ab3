import { displaySize, type MetricTireSize, type PlusSize, parseTireSize } from '@tread/domain';
import ChevronRight from 'lucide-react/icons/chevron-right';
import Gauge from 'lucide-react/icons/gauge';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../ui/navigator';
import { Sheet } from '../../ui/Sheet';
import { usePlusSizes } from './api/plus-sizes';
import { tireResultsPath } from './search-params';
import './plus-sizes.css';

const percent = new Intl.NumberFormat('en-US', {
  style: 'percent',
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
  signDisplay: 'exceptZero',
});
const mph = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

function PlusSizeRow({ plus }: { plus: PlusSize }) {
  const { t } = useTranslation();
  const rimLine = plus.convention
    ? t(`plusSizes.convention.${plus.convention}`, { rim: plus.rim })
    : t('plusSizes.otherRim', { rim: plus.rim });
  const difference = t('plusSizes.difference', {
    percent: percent.format(plus.diameterDiffPercent / 100),
    mph: mph.format(plus.trueMphAt60),
  });
  const tires = t('plusSizes.tires', { count: plus.tireCount });
  return (
    <AppLink to={tireResultsPath({ tireSize: plus.sizeKey })} className="plus-size">
      <span className="plus-size__main">
        <span className="plus-size__head">
          <span className="plus-size__size">{plus.sizeKey}</span>
          <span className="plus-size__rim">{rimLine}</span>
          <span className="plus-size__count">{tires}</span>
        </span>
        <span className="plus-size__diff">{difference}</span>
      </span>
      <ChevronRight size={18} aria-hidden="true" className="plus-size__chevron" />
    </AppLink>
  );
}

const metricSize = (text: string): MetricTireSize | null => {
  const parsed = parseTireSize(text);
  return parsed.ok && parsed.value.kind === 'metric' ? parsed.value : null;
};

/**
 * The 'Plus sizes' button under a searched size and its sheet: the sizes we carry that fit in its place, each
 * opening its own results. Offered for a metric size some other size fits; key it by size so a tap closes it.
 */
export function PlusSizes({ tireSize }: { tireSize: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const size = metricSize(tireSize);
  const found = usePlusSizes(size);
  const sizes = found.data?.sizes ?? [];
  // Shown while loading so the results below don't jump; gone once nothing fits or the answer failed.
  if (!size || found.isError || (found.data && sizes.length === 0)) return null;
  const shown = displaySize(size);

  return (
    <>
      <button type="button" className="plus-sizes-open" disabled={!found.data} onClick={() => setOpen(true)}>
        <span className="plus-sizes-open__icon" aria-hidden="true">
          <Gauge size={20} />
        </span>
        <span className="plus-sizes-open__text">
          <span className="plus-sizes-open__title">{t('plusSizes.open')}</span>
          <span className="plus-sizes-open__detail">
            {found.data ? t('plusSizes.openDetail', { count: sizes.length }) : '\u00a0'}
          </span>
        </span>
        <ChevronRight size={18} aria-hidden="true" />
      </button>
      <Sheet open={open} title={t('plusSizes.title', { size: shown })} onClose={() => setOpen(false)}>
        <p className="plus-sizes__intro">{t('plusSizes.intro', { size: shown })}</p>
        <ul className="plus-sizes__list" aria-label={t('plusSizes.listLabel', { size: shown })}>
          {sizes.map((plus) => (
            <li key={plus.sizeKey}>
              <PlusSizeRow plus={plus} />
            </li>
          ))}
        </ul>
        <p className="plus-sizes__note">{t('plusSizes.note')}</p>
      </Sheet>
    </>
  );
}
