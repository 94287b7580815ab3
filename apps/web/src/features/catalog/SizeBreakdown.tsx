import {
  formatTireSize,
  overallDiameterInches,
  revolutionsPerMile,
  sectionWidthInches,
  sidewallHeightInches,
  type TireSize,
} from '@tread/domain';
import { useTranslation } from 'react-i18next';
import './size-breakdown.css';

const MM_PER_INCH = 25.4;

interface Part {
  text: string;
  /** Printed between this part and the next one on the sidewall: '/' or 'x'. */
  joiner?: string;
  label: string;
  value: string;
  detail?: string;
}

function useParts(size: TireSize): Part[] {
  const { t } = useTranslation();
  const construction: Part = {
    text: size.construction,
    label: t('tires.part.construction'),
    value: t(`tires.construction.${size.construction}`),
  };
  const rim: Part = {
    text: String(size.diameter),
    label: t('tires.part.rim'),
    value: t('tires.unit.inches', { value: size.diameter }),
    detail: t('tires.part.rimText', { value: size.diameter }),
  };
  if (size.kind === 'flotation') {
    return [
      {
        text: String(size.overallDiameter),
        joiner: 'x',
        label: t('tires.part.overall'),
        value: t('tires.unit.inches', { value: size.overallDiameter }),
        detail: t('tires.part.overallText'),
      },
      {
        text: size.sectionWidth,
        label: t('tires.part.width'),
        value: t('tires.unit.inches', { value: size.sectionWidth }),
        detail: t('tires.part.widthText'),
      },
      construction,
      rim,
      ...(size.suffix
        ? [{ text: size.suffix, label: t('tires.part.type'), value: t('tires.prefix.LT') }]
        : []),
    ];
  }
  return [
    ...(size.prefix
      ? [{ text: size.prefix, label: t('tires.part.type'), value: t(`tires.prefix.${size.prefix}`) }]
      : []),
    {
      text: String(size.width),
      joiner: '/',
      label: t('tires.part.width'),
      value: t('tires.unit.mm', { value: size.width }),
      detail: t('tires.part.widthText'),
    },
    {
      text: String(size.ratio),
      label: t('tires.part.ratio'),
      value: t('tires.unit.percent', { value: size.ratio }),
      detail: t('tires.part.ratioText'),
    },
    construction,
    rim,
  ];
}

/** What each part of a valid size means, and the tire's dimensions. */
export function SizeBreakdown({ size }: { size: TireSize }) {
  const { t } = useTranslation();
  const parts = useParts(size);
  const overall = overallDiameterInches(size);
  const specs = [
    {
      label: t('tires.spec.overall'),
      value: t('tires.unit.inchesMm', { inches: overall.toFixed(1), mm: Math.round(overall * MM_PER_INCH) }),
    },
    {
      label: t('tires.spec.sidewall'),
      value: t('tires.unit.inches', { value: sidewallHeightInches(size).toFixed(1) }),
    },
    {
      label: t('tires.spec.width'),
      value: t('tires.unit.inches', { value: sectionWidthInches(size).toFixed(1) }),
    },
    { label: t('tires.spec.revs'), value: revolutionsPerMile(size).toLocaleString('en-US') },
  ];

  return (
    <section className="breakdown card" aria-labelledby="size-meaning">
      <h2 id="size-meaning" className="breakdown__title">
        {t('tires.meaningTitle', { size: formatTireSize(size) })}
      </h2>
      <ol className="breakdown__code" aria-hidden="true">
        {parts.map((part, index) => (
          <li key={part.label} className="breakdown__code-part">
            <span className="breakdown__code-text">{part.text}</span>
            <span className="breakdown__code-number">{index + 1}</span>
            {part.joiner && <span className="breakdown__code-joiner">{part.joiner}</span>}
          </li>
        ))}
      </ol>
      <ol className="breakdown__parts">
        {parts.map((part, index) => (
          <li key={part.label} className="breakdown__part">
            <span className="breakdown__number" aria-hidden="true">
              {index + 1}
            </span>
            <span className="breakdown__part-text">
              <span className="breakdown__part-label">
                {part.label} <span className="visually-hidden">({part.text})</span>
              </span>
              {part.detail && <span className="breakdown__part-detail">{part.detail}</span>}
            </span>
            <span className="breakdown__part-value">{part.value}</span>
          </li>
        ))}
      </ol>
      <h3 className="breakdown__subtitle">{t('tires.specsTitle')}</h3>
      <dl className="breakdown__specs">
        {specs.map((spec) => (
          <div key={spec.label} className="breakdown__spec">
            <dt>{spec.label}</dt>
            <dd>{spec.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
