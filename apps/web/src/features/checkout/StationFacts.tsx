import { formatPrice, type Station, type StationService } from '@tread/domain';
import Star from 'lucide-react/icons/star';
import { useTranslation } from 'react-i18next';
import { formatClock, openState } from './station-hours';

/** '2.3 miles'; nothing when the distance is not known. */
export function Distance({ miles }: { miles: number | null }) {
  const { t } = useTranslation();
  if (miles === null) return null;
  return (
    <span className="station-distance">{t('checkout.station.miles', { distance: miles.toFixed(1) })}</span>
  );
}

export function Rating({ station }: { station: Station }) {
  const { t } = useTranslation();
  return (
    <span
      className="station-rating"
      role="img"
      aria-label={t('checkout.station.ratingLabel', { rating: station.rating, count: station.reviewCount })}
    >
      <Star size={14} aria-hidden="true" />
      <span aria-hidden="true">
        {station.rating.toFixed(1)} ({station.reviewCount})
      </span>
    </span>
  );
}

/** 'Open now · until 6:00 PM', 'Opens at 8:00 AM' or 'Closed now'. */
export function OpenNow({ station, now = new Date() }: { station: Station; now?: Date }) {
  const { t } = useTranslation();
  const state = openState(station.hours, now);
  if (state.kind === 'open')
    return (
      <span className="station-open station-open--open">
        {t('checkout.station.openUntil', { time: formatClock(state.until) })}
      </span>
    );
  if (state.kind === 'later')
    return (
      <span className="station-open">
        {t('checkout.station.opensAt', { time: formatClock(state.opens) })}
      </span>
    );
  return <span className="station-open station-open--closed">{t('checkout.station.closedNow')}</span>;
}

/** '101 Main St, Los Angeles, CA 90012'. */
export const stationAddress = (station: Station): string =>
  `${station.address1}, ${station.city}, ${station.state} ${station.zip}`;

/** 'Free', '$24.99/tire' or '$129.99'. */
export function ServicePrice({ service }: { service: StationService }) {
  const { t } = useTranslation();
  if (service.price === 0) return <>{t('checkout.delivery.free')}</>;
  const price = formatPrice(service.price);
  return <>{service.perTire ? t('checkout.delivery.perTire', { price }) : price}</>;
}
