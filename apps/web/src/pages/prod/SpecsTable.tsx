import type { ProductDetail, TireFacts, TireSpecifications } from '@tread/domain';
import { useTranslation } from 'react-i18next';

interface Row {
  name: string;
  value: string;
}

const SIDEWALLS = ['BSW', 'OWL', 'RWL', 'WSW', 'BLK'] as const;
type Sidewall = (typeof SIDEWALLS)[number];

function useTireRows(specs: TireSpecifications, tires: TireFacts): Row[] {
  const { t } = useTranslation();
  const yesNo = (value: boolean) => (value ? t('catalog.specs.yes') : t('catalog.specs.no'));
  const { loadIndex, speedRating, utqg, warranty } = specs;
  const sidewall = (SIDEWALLS as readonly string[]).includes(specs.sidewall)
    ? t(`catalog.specs.sidewallName.${specs.sidewall as Sidewall}`)
    : specs.sidewall;
  return [
    { name: t('catalog.specs.size'), value: tires.size },
    { name: t('catalog.specs.season'), value: specs.seasonLabel },
    { name: t('catalog.specs.category'), value: specs.categoryLabel },
    {
      name: t('catalog.specs.loadIndex'),
      value: t('catalog.specs.loadValue', {
        index: loadIndex.index,
        lb: loadIndex.lb.toLocaleString('en-US'),
        kg: loadIndex.kg.toLocaleString('en-US'),
      }),
    },
    {
      name: t('catalog.specs.speedRating'),
      value: t(speedRating.orAbove ? 'catalog.specs.speedAbove' : 'catalog.specs.speedValue', {
        symbol: speedRating.symbol,
        mph: speedRating.mph,
        kmh: speedRating.kmh,
      }),
    },
    {
      name: t('catalog.specs.treadwear'),
      value: utqg.treadwear === null ? t('catalog.specs.notGraded') : String(utqg.treadwear),
    },
    { name: t('catalog.specs.traction'), value: utqg.traction ?? t('catalog.specs.notGraded') },
    { name: t('catalog.specs.temperature'), value: utqg.temperature ?? t('catalog.specs.notGraded') },
    {
      name: t('catalog.specs.warranty'),
      value: warranty.milesText
        ? t('catalog.specs.warrantyMiles', { count: warranty.years, miles: warranty.milesText })
        : t('catalog.specs.warrantyYears', { count: warranty.years }),
    },
    { name: t('catalog.specs.runFlat'), value: yesNo(specs.runFlat) },
    { name: t('catalog.specs.xl'), value: yesNo(specs.xl) },
    { name: t('catalog.specs.sidewall'), value: sidewall },
    {
      name: t('catalog.specs.overall'),
      value: t('catalog.specs.inches', { value: specs.overallDiameterIn.toFixed(1) }),
    },
    {
      name: t('catalog.specs.width'),
      value: t('catalog.specs.inches', { value: specs.sectionWidthIn.toFixed(1) }),
    },
    { name: t('catalog.specs.revs'), value: specs.revolutionsPerMile.toLocaleString('en-US') },
  ];
}

function TireSpecsRows({ specs, tires }: { specs: TireSpecifications; tires: TireFacts }) {
  return <Rows rows={useTireRows(specs, tires)} />;
}

function Rows({ rows }: { rows: readonly Row[] }) {
  return (
    <dl className="specs">
      {rows.map((row) => (
        <div key={row.name} className="specs__row">
          <dt>{row.name}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Specifications: a tire's readings (load kg/lb, speed mph, UTQG, warranty '60K'), or a part's own rows. */
export function SpecsTable({ product }: { product: ProductDetail }) {
  const tires = product.sku.tires;
  if (product.tireSpecs && tires) return <TireSpecsRows specs={product.tireSpecs} tires={tires} />;
  return <Rows rows={product.specs} />;
}
