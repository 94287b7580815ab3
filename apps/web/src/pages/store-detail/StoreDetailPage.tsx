import { formatUsPhone, type LatLng, laWeekday, type Station } from '@tread/domain';
import MapPin from 'lucide-react/icons/map-pin';
import Navigation from 'lucide-react/icons/navigation';
import Phone from 'lucide-react/icons/phone';
import Store from 'lucide-react/icons/store';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../api/client';
import { usePageTitle } from '../../app/use-page-title';
import { useStationDetail } from '../../features/checkout/api/station-detail';
import { useCheckoutStore } from '../../features/checkout/checkout-store';
import { CheckoutPath, readGroup } from '../../features/checkout/paths';
import {
  Distance,
  OpenNow,
  Rating,
  ServicePrice,
  stationAddress,
} from '../../features/checkout/StationFacts';
import { formatClock } from '../../features/checkout/station-hours';
import { useStationChoice } from '../../features/checkout/use-station-choice';
import { Button, buttonClass } from '../../ui/Button';
import { useNavigator } from '../../ui/navigator';
import { PageHeader } from '../../ui/PageHeader';
import { SectionError } from '../../ui/SectionError';
import { Skeleton } from '../../ui/Skeleton';
import { StatusView } from '../../ui/StatusView';
import '../../features/checkout/stations.css';
import '../../features/checkout/station-detail.css';

function readPoint(params: URLSearchParams): LatLng | null {
  const lat = Number(params.get('lat'));
  const lng = Number(params.get('lng'));
  return params.has('lat') && params.has('lng') && Number.isFinite(lat) && Number.isFinite(lng)
    ? { lat, lng }
    : null;
}

function readStationId(value: string | null): number | null {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

function WeekHours({ station }: { station: Station }) {
  const { t } = useTranslation();
  const today = laWeekday(new Date());
  return (
    <table className="station-hours">
      <tbody>
        {station.hours.map((entry) => (
          <tr key={entry.day} className={entry.day === today ? 'station-hours__today' : undefined}>
            <th scope="row">
              {entry.day}
              {entry.day === today && <span className="muted"> · {t('checkout.detail.today')}</span>}
            </th>
            <td>
              {entry.open && entry.close
                ? `${formatClock(entry.open)} – ${formatClock(entry.close)}`
                : t('checkout.detail.closed')}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Contact({ station }: { station: Station }) {
  const { t } = useTranslation();
  const phone = formatUsPhone(station.phone);
  const directions = `https://www.google.com/maps/dir/?api=1&destination=${station.lat},${station.lng}`;
  return (
    <section className="section" aria-labelledby="station-address">
      <h2 id="station-address" className="section__title">
        {t('checkout.detail.address')}
      </h2>
      <p className="station-detail__row">
        <MapPin size={18} aria-hidden="true" />
        <span>{stationAddress(station)}</span>
      </p>
      <p className="station-detail__row">
        <Phone size={18} aria-hidden="true" />
        <span>
          <span className="visually-hidden">{t('checkout.detail.phone')} </span>
          {phone}
        </span>
      </p>
      <div className="station-detail__contact">
        <a
          className={buttonClass('secondary')}
          href={`tel:+1${station.phone}`}
          aria-label={t('checkout.detail.callNumber', { phone })}
        >
          <Phone size={18} aria-hidden="true" />
          {t('checkout.detail.call')}
        </a>
        <a className={buttonClass('secondary')} href={directions} target="_blank" rel="noreferrer">
          <Navigation size={18} aria-hidden="true" />
          {t('checkout.detail.directions')}
        </a>
      </div>
    </section>
  );
}

function StationDetail({ station, onSelect }: { station: Station; onSelect?: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <div className="page">
        <section className="station-detail__head" aria-labelledby="station-name">
          <h2 id="station-name" className="station-detail__name">
            {station.name}
          </h2>
          <div className="station-detail__facts">
            <Rating station={station} />
            <OpenNow station={station} />
            <Distance miles={station.distance} />
          </div>
        </section>

        <Contact station={station} />

        <section className="section" aria-labelledby="station-hours">
          <h2 id="station-hours" className="section__title">
            {t('checkout.detail.hours')}
          </h2>
          <WeekHours station={station} />
        </section>

        {station.serviceInfo.length > 0 && (
          <section className="section" aria-labelledby="station-services">
            <h2 id="station-services" className="section__title">
              {t('checkout.detail.services')}
            </h2>
            <ul className="station-services">
              {station.serviceInfo.map((service) => (
                <li key={service.code}>
                  <span>{service.name}</span>
                  <span>
                    <ServicePrice service={service} />
                  </span>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
      {onSelect && (
        <div className="checkout-bar">
          <Button variant="accent" block onClick={onSelect}>
            {station.kind === 'installer'
              ? t('checkout.detail.selectInstaller')
              : t('checkout.detail.selectPickup')}
          </Button>
        </div>
      )}
    </>
  );
}

/** Shop details (hours for the week, phone, services with prices, address), with Select when choosing. */
export default function StoreDetailPage() {
  const { t } = useTranslation();
  const navigator = useNavigator();
  const [params] = useSearchParams();
  const stationId = readStationId(params.get('stationId'));
  const from = readPoint(params);
  const group = readGroup(params.get('group'));
  const userLatLng = useCheckoutStore((state) => state.userLatLng);
  const detail = useStationDetail(stationId, from ?? userLatLng);
  const { request, dialog } = useStationChoice(
    group,
    from,
    () => void navigator.go(CheckoutPath.submitOrder, { replace: true }),
  );
  const title = detail.data?.kind === 'pickup' ? t('checkout.detail.pickupTitle') : t('routes.store-detail');
  usePageTitle(detail.data?.name ?? t('routes.store-detail'));

  const missing =
    stationId === null || (isApiError(detail.error) && [400, 404].includes(detail.error.status));
  return (
    <>
      <PageHeader title={title} />
      {missing ? (
        <StatusView icon={<Store size={40} />} title={t('checkout.detail.missing')} />
      ) : detail.isPending ? (
        <div className="page" aria-hidden="true">
          <Skeleton width="70%" height={28} />
          <Skeleton height={96} radius={12} />
          <Skeleton height={240} radius={12} />
        </div>
      ) : detail.isError ? (
        <div className="page">
          <SectionError onRetry={() => void detail.refetch()} />
        </div>
      ) : (
        <StationDetail station={detail.data} onSelect={request ? () => request(detail.data) : undefined} />
      )}
      {dialog}
    </>
  );
}
