import { AxleChoice, type TireSearchAnswer, type VehiclePartsAnswer } from '@tread/domain';
import CarFront from 'lucide-react/icons/car-front';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import { useTranslation } from 'react-i18next';
import { TireIcon } from '../../ui/TireIcon';

const AXLE_CHOICES = [AxleChoice.Front, AxleChoice.Rear, AxleChoice.Set] as const;

export interface SearchSummaryProps {
  tireSize: string | null;
  vehicle: VehiclePartsAnswer | null;
  /** What the server searched (front and rear of a staggered pair). */
  searched: TireSearchAnswer['searchedSizes'];
  axle: AxleChoice | null;
  onAxle: (axle: AxleChoice) => void;
  /** A vehicle's other OE size to shop instead (tireSize), or null for its own sizes. */
  onVehicleSize: (size: string | null) => void;
  onChange: () => void;
}

/** What is being shopped: the size, or the vehicle with its sizes; front / rear / set for staggered cars. */
export function SearchSummary({
  tireSize,
  vehicle,
  searched,
  axle,
  onAxle,
  onVehicleSize,
  onChange,
}: SearchSummaryProps) {
  const { t } = useTranslation();
  const front = searched.find((size) => size.axle === 'front');
  const rear = searched.find((size) => size.axle === 'rear');
  const staggered = Boolean(front && rear);
  const vehicleSizes = vehicle ? [vehicle.front, ...vehicle.optional] : [];
  const shownSize = tireSize ?? front?.size ?? null;

  return (
    <section className="search-summary" aria-label={t('catalog.results.summaryLabel')}>
      <div className="search-summary__main">
        <span className="search-summary__icon" aria-hidden="true">
          {vehicle ? <CarFront size={22} /> : <TireIcon size={22} />}
        </span>
        <div className="search-summary__text">
          <p className="search-summary__eyebrow">
            {vehicle ? t('catalog.results.shoppingFor') : t('catalog.results.tiresInSize')}
          </p>
          <h2 className="search-summary__title">{vehicle ? vehicle.vehicle.carName : shownSize}</h2>
          {vehicle && !staggered && shownSize && (
            <p className="search-summary__detail">{t('catalog.results.sizeLine', { size: shownSize })}</p>
          )}
        </div>
        <button type="button" className="btn btn--secondary search-summary__change" onClick={onChange}>
          <RefreshCw size={16} aria-hidden="true" />
          {t('catalog.results.change')}
        </button>
      </div>

      {staggered && front && rear && (
        <fieldset className="segmented search-summary__axles">
          <legend className="visually-hidden">{t('catalog.axle.label')}</legend>
          {AXLE_CHOICES.map((choice) => {
            const size =
              choice === AxleChoice.Front ? front.size : choice === AxleChoice.Rear ? rear.size : null;
            const active = (axle ?? AxleChoice.Set) === choice;
            return (
              <button
                key={choice}
                type="button"
                className={`segmented__tab axle-tab${active ? ' segmented__tab--active' : ''}`}
                aria-pressed={active}
                onClick={() => onAxle(choice)}
              >
                <span>{t(`catalog.axle.${choice}`)}</span>
                <span className="axle-tab__size">{size ?? t('catalog.axle.setDetail')}</span>
              </button>
            );
          })}
        </fieldset>
      )}

      {vehicle && !staggered && vehicleSizes.length > 1 && (
        <ul className="chips" aria-label={t('catalog.results.vehicleSizes')}>
          {vehicleSizes.map((size, index) => {
            const selected = (tireSize ?? vehicle.front.displaySize) === size.displaySize;
            return (
              <li key={size.sizeKey}>
                <button
                  type="button"
                  className={`chip${selected ? ' chip--selected' : ''}`}
                  aria-pressed={selected}
                  onClick={() => onVehicleSize(index === 0 ? null : size.displaySize)}
                >
                  {size.displaySize}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
