import { DeliveryType, formatUsPhone, type OrderDetail } from '@tread/domain';
import House from 'lucide-react/icons/house';
import MapPin from 'lucide-react/icons/map-pin';
import Store from 'lucide-react/icons/store';
import { useTranslation } from 'react-i18next';
import { Section } from '../../ui/Card';

/** Where the order goes: the installer shop, the pick-up point, or the shopper's address. */
export function DeliveryBlock({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const { station, destination } = order;

  if (station) {
    const installer = order.deliveryType === DeliveryType.InstallerShop;
    const Icon = installer ? Store : MapPin;
    return (
      <Section title={t(installer ? 'orders.detail.installer' : 'orders.detail.pickUp')}>
        <div className="card order-place">
          <Icon size={22} aria-hidden="true" className="order-place__icon" />
          <div className="order-place__text">
            <p className="order-place__name">{station.name}</p>
            <p>{station.address}</p>
            <a className="order-place__phone" href={`tel:${station.phone}`}>
              {formatUsPhone(station.phone)}
            </a>
          </div>
        </div>
      </Section>
    );
  }

  const street = [destination.address1, destination.address2].filter(Boolean).join(', ');
  return (
    <Section title={t('orders.detail.home')}>
      <div className="card order-place">
        <House size={22} aria-hidden="true" className="order-place__icon" />
        <div className="order-place__text">
          <p className="order-place__name">{destination.name}</p>
          <p>{formatUsPhone(destination.phone)}</p>
          <p>{street}</p>
          <p>
            {destination.city}, {destination.state} {destination.zip}
          </p>
        </div>
      </div>
    </Section>
  );
}
