import type { Station } from '@tread/domain';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { AppLink } from '../../ui/navigator';
import { Distance, OpenNow, Rating, stationAddress } from './StationFacts';

const SERVICES_PREVIEW = 2;

export interface StationCardProps {
  station: Station;
  /** Its number on the map. */
  number: number;
  /** The details page. */
  detailTo: string;
  /** Absent when the list is only browsed. */
  onSelect?: () => void;
  chosen?: boolean;
}

/** One installer or pick-up point of a list: where, how far, how rated, open now, what it does. */
export function StationCard({ station, number, detailTo, onSelect, chosen = false }: StationCardProps) {
  const { t } = useTranslation();
  const preview = station.serviceInfo.slice(0, SERVICES_PREVIEW).map((service) => service.name);
  const more = station.serviceInfo.length - preview.length;
  return (
    <article className={`station-card${chosen ? ' station-card--chosen' : ''}`} aria-label={station.name}>
      {/* Named by what it shows, the shop's name first (WCAG 2.5.3); the spaces keep its words apart. */}
      <AppLink to={detailTo} className="station-card__main">
        <span className="station-card__number" aria-hidden="true">
          {number}
        </span>
        <span className="station-card__text">
          <span className="station-card__head">
            <span className="station-card__name">{station.name}</span> <Distance miles={station.distance} />
          </span>{' '}
          <span className="station-card__line">{stationAddress(station)}</span>{' '}
          <span className="station-card__line station-card__facts">
            <Rating station={station} /> <OpenNow station={station} />
          </span>{' '}
          {preview.length > 0 && (
            <span className="station-card__line station-card__services">
              {preview.join(' · ')}
              {more > 0 && ` · ${t('checkout.station.moreServices', { count: more })}`}
            </span>
          )}
        </span>
        <ChevronRight className="station-card__chevron" size={20} aria-hidden="true" />
      </AppLink>
      {onSelect && (
        <Button
          variant={chosen ? 'secondary' : 'accent'}
          className="station-card__select"
          onClick={onSelect}
          aria-label={t('checkout.station.selectName', { name: station.name })}
        >
          {chosen ? t('checkout.station.chosen') : t('checkout.station.select')}
        </Button>
      )}
    </article>
  );
}
