import {
  DeliveryCode,
  type DeliveryEstimateAnswer,
  type ProductDetail,
  type ReviewSummary,
  TIRE_RATING_CATEGORIES,
  type TireSpecifications,
} from '@tread/domain';
import X from 'lucide-react/icons/x';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CardPrice } from '../../features/catalog/CardPrice';
import { modelName } from '../../features/catalog/paths';
import type { CompareId } from '../../features/compare/compare-store';
import { Skeleton } from '../../ui/Skeleton';
import { Stars } from '../../ui/Stars';
import { ColumnActions } from './ColumnActions';
import { bestColumns, shortDateRange, temperatureRank, tractionRank } from './compare-rows';

/** One compared tire: its product once read (null while loading or when it failed), its reviews and delivery. */
export interface CompareColumn {
  id: CompareId;
  status: 'loading' | 'ready' | 'missing' | 'failed';
  product: ProductDetail | null;
  summary: ReviewSummary | null;
  delivery: DeliveryEstimateAnswer | null;
}

/** A column whose product is a tire with its specifications. */
interface Tire {
  product: ProductDetail;
  specs: TireSpecifications;
  column: CompareColumn;
}

interface Row {
  key: string;
  label: string;
  cell: (tire: Tire) => ReactNode;
  /** The value ranked for 'Best', highest best; rows without it name no best. */
  rank?: (tire: Tire) => number | null;
}

const tireOf = (column: CompareColumn): Tire | null =>
  column.product?.tireSpecs ? { product: column.product, specs: column.product.tireSpecs, column } : null;

function Value({ main, sub }: { main: ReactNode; sub?: ReactNode }) {
  return (
    <>
      <span className="compare-value">{main}</span>
      {sub && <span className="compare-value__sub">{sub}</span>}
    </>
  );
}

function useRows(columns: readonly CompareColumn[], zip: string | null): Row[] {
  const { t } = useTranslation();
  const grade = (text: string | null) => text ?? t('compare.value.notGraded');
  const categoryAverage = (tire: Tire, key: string) =>
    tire.column.summary?.categories.find((category) => category.key === key)?.average ?? null;
  const rated = TIRE_RATING_CATEGORIES.filter(({ key }) =>
    columns.some((column) => column.summary?.categories.some((c) => c.key === key && c.average !== null)),
  );
  const delivery = (answer: DeliveryEstimateAnswer | null) => {
    if (!answer) return <Skeleton width="80%" height={14} />;
    if (answer.code !== DeliveryCode.Days || !answer.earliestDate || !answer.latestDate) {
      return <Value main={t('compare.value.outOfRange', { zip: answer.zip })} />;
    }
    return (
      <Value
        main={shortDateRange(answer.earliestDate, answer.latestDate)}
        sub={t('compare.value.free', { zip: answer.zip })}
      />
    );
  };

  return [
    {
      key: 'price',
      label: t('compare.row.price'),
      cell: ({ product }) => <CardPrice fields={product.sku} isTire />,
    },
    { key: 'size', label: t('compare.row.size'), cell: ({ product }) => product.sku.tires?.displaySize },
    { key: 'season', label: t('compare.row.season'), cell: ({ specs }) => specs.seasonLabel },
    {
      key: 'treadwear',
      label: t('compare.row.treadwear'),
      cell: ({ specs }) => specs.utqg.treadwear ?? t('compare.value.notGraded'),
      rank: ({ specs }) => specs.utqg.treadwear,
    },
    {
      key: 'traction',
      label: t('compare.row.traction'),
      cell: ({ specs }) => grade(specs.utqg.traction),
      rank: ({ specs }) => tractionRank(specs.utqg.traction),
    },
    {
      key: 'temperature',
      label: t('compare.row.temperature'),
      cell: ({ specs }) => grade(specs.utqg.temperature),
      rank: ({ specs }) => temperatureRank(specs.utqg.temperature),
    },
    {
      key: 'warranty',
      label: t('compare.row.warranty'),
      cell: ({ specs: { warranty } }) => (
        <Value
          main={
            warranty.miles === null
              ? t('compare.value.none')
              : t('compare.value.miles', { miles: warranty.miles.toLocaleString('en-US') })
          }
          sub={t('compare.value.years', { count: warranty.years })}
        />
      ),
      rank: ({ specs }) => specs.warranty.miles,
    },
    {
      key: 'load',
      label: t('compare.row.load'),
      cell: ({ specs: { loadIndex } }) => (
        <Value
          main={loadIndex.index}
          sub={t('compare.value.load', {
            lb: loadIndex.lb.toLocaleString('en-US'),
            kg: loadIndex.kg.toLocaleString('en-US'),
          })}
        />
      ),
    },
    {
      key: 'speed',
      label: t('compare.row.speed'),
      cell: ({ specs: { speedRating } }) => (
        <Value
          main={speedRating.symbol}
          sub={t(speedRating.orAbove ? 'compare.value.speedOver' : 'compare.value.speedUpTo', {
            mph: speedRating.mph,
          })}
        />
      ),
    },
    {
      key: 'runFlat',
      label: t('compare.row.runFlat'),
      cell: ({ specs }) => (specs.runFlat ? t('compare.value.yes') : t('compare.value.no')),
    },
    {
      key: 'rating',
      label: t('compare.row.rating'),
      cell: ({ product: { reviews } }) =>
        reviews.average === null ? (
          <span className="muted">{t('compare.value.noReviews')}</span>
        ) : (
          <Value
            main={
              <>
                <Stars value={reviews.average} size={13} />
                <span>{t('compare.value.rating', { average: reviews.average.toFixed(1) })}</span>
              </>
            }
            sub={t('compare.value.reviews', { count: reviews.count })}
          />
        ),
      rank: ({ product }) => product.reviews.average,
    },
    ...rated.map(
      ({ key, label }): Row => ({
        key: `category-${key}`,
        label,
        cell: (tire) => categoryAverage(tire, key)?.toFixed(1) ?? t('compare.value.notRated'),
        rank: (tire) => categoryAverage(tire, key),
      }),
    ),
    ...(zip
      ? [
          {
            key: 'delivery',
            label: t('compare.row.delivery'),
            cell: ({ column }: Tire) => delivery(column.delivery),
          },
        ]
      : []),
  ];
}

function ColumnHead({ column, onRemove }: { column: CompareColumn; onRemove: (id: CompareId) => void }) {
  const { t } = useTranslation();
  const { product } = column;
  const size = product?.sku.tires?.displaySize;
  const name = product
    ? `${product.prodName}${size ? `, ${size}` : ''}`
    : `${column.id.prodId}:${column.id.skuId}`;
  return (
    <th scope="col" className="compare-table__head">
      <button
        type="button"
        className="compare-table__remove"
        aria-label={t('compare.page.remove', { name })}
        onClick={() => onRemove(column.id)}
      >
        <X size={16} aria-hidden="true" />
      </button>
      {product ? (
        <>
          <img src={product.images[0]} alt="" width={88} height={88} className="compare-table__pic" />
          <span className="compare-table__brand">{product.brand.brandName}</span>
          <span className="compare-table__name">{modelName(product.prodName, product.brand.brandName)}</span>
        </>
      ) : column.status === 'loading' ? (
        <Skeleton width={88} height={88} radius={10} />
      ) : (
        <span className="compare-table__gone">
          {column.status === 'missing' ? t('compare.page.unavailable') : t('compare.page.loadFailed')}
        </span>
      )}
    </th>
  );
}

export interface CompareTableProps {
  columns: readonly CompareColumn[];
  /** The ZIP delivery is estimated for; no delivery row without one. */
  zip: string | null;
  onRemove: (id: CompareId) => void;
}

/** The tires side by side: a column each, row names kept on the left while the columns scroll sideways. */
export function CompareTable({ columns, zip, onRemove }: CompareTableProps) {
  const { t } = useTranslation();
  const rows = useRows(columns, zip);
  const tires = columns.map((column) => ({
    key: `${column.id.prodId}:${column.id.skuId}`,
    tire: tireOf(column),
  }));

  return (
    // Scrolls sideways on a phone; focusable, so a keyboard can scroll it too.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keys
    <section className="compare-scroll" aria-label={t('compare.page.tableLabel')} tabIndex={0}>
      <table className="compare-table">
        <thead>
          <tr>
            <td className="compare-table__corner" />
            {columns.map((column, index) => (
              <ColumnHead key={tires[index]?.key} column={column} onRemove={onRemove} />
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const best = bestColumns(tires.map(({ tire }) => (tire && row.rank ? row.rank(tire) : null)));
            return (
              <tr key={row.key}>
                <th scope="row">{row.label}</th>
                {tires.map(({ key, tire }, index) => (
                  <td key={key} className={best.has(index) ? 'compare-table__best' : undefined}>
                    {tire ? row.cell(tire) : '–'}
                    {best.has(index) && <span className="compare-best">{t('compare.page.best')}</span>}
                  </td>
                ))}
              </tr>
            );
          })}
          <tr>
            <td className="compare-table__corner" />
            {tires.map(({ key, tire }) => (
              <td key={key} className="compare-table__actions">
                {tire && <ColumnActions product={tire.product} />}
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </section>
  );
}
