import {
  type Address,
  CheckoutDelivery,
  type CheckoutGroupSummary,
  type DeliveryChoice,
  DeliveryCode,
  distanceMiles,
  formatUsPhone,
} from '@tread/domain';
import Check from 'lucide-react/icons/check';
import MapPin from 'lucide-react/icons/map-pin';
import Plus from 'lucide-react/icons/plus';
import Truck from 'lucide-react/icons/truck';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useCheckoutStore } from '../../features/checkout/checkout-store';
import { Distance, stationAddress } from '../../features/checkout/StationFacts';
import { Button } from '../../ui/Button';
import { Sheet } from '../../ui/Sheet';
import { Skeleton } from '../../ui/Skeleton';

export interface MallDeliveryActions {
  pickPickUp: () => void;
  pickHome: () => void;
  changeAddress: () => void;
}

export interface MallDeliveryProps {
  summary: CheckoutGroupSummary;
  choice: DeliveryChoice | undefined;
  address: Address | undefined;
  actions: MallDeliveryActions;
}

const addressLine = (address: Address) =>
  `${[address.addressLine1, address.addressLine2].filter(Boolean).join(', ')}, ${address.city}, ${address.state} ${address.zipCode}`;

function Chosen({
  children,
  changeLabel,
  onChange,
}: {
  children: ReactNode;
  changeLabel: string;
  onChange: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="mall-delivery__chosen">
      <div className="mall-delivery__chosen-text">{children}</div>
      <button type="button" className="link-button" aria-label={changeLabel} onClick={onChange}>
        {t('pointsMall.order.change')}
      </button>
    </div>
  );
}

function PickUpChosen({ summary, onChange }: { summary: CheckoutGroupSummary; onChange: () => void }) {
  const { t } = useTranslation();
  const userLatLng = useCheckoutStore((state) => state.userLatLng);
  const { station } = summary;
  if (!station) return null;
  // The summary knows no shopper's point; the one the pick-up finder used gives the distance.
  const miles =
    station.distance ?? (userLatLng ? Math.round(distanceMiles(userLatLng, station) * 10) / 10 : null);
  return (
    <Chosen changeLabel={t('pointsMall.order.changePickup')} onChange={onChange}>
      <span className="mall-delivery__name">{station.name}</span>
      <span className="mall-delivery__line">{stationAddress(station)}</span>
      <Distance miles={miles} />
    </Chosen>
  );
}

function HomeChosen({
  summary,
  address,
  onChange,
}: {
  summary: CheckoutGroupSummary;
  address: Address;
  onChange: () => void;
}) {
  const { t } = useTranslation();
  const outOfRange = summary.deliveryCode === DeliveryCode.OutOfRange;
  return (
    <Chosen changeLabel={t('pointsMall.order.changeAddress')} onChange={onChange}>
      <span className="mall-delivery__name">
        {address.firstName} {address.lastName} · {formatUsPhone(address.phone)}
      </span>
      <span className="mall-delivery__line">{addressLine(address)}</span>
      {summary.deliveryText && (
        <span className={`mall-delivery__note${outOfRange ? ' mall-delivery__note--problem' : ''}`}>
          {summary.deliveryText}
        </span>
      )}
    </Chosen>
  );
}

/** Pick up at a pick-up point or home delivery, those the item allows, and the place chosen (SPEC §1 'Checkout'). */
export function MallDelivery({ summary, choice, address, actions }: MallDeliveryProps) {
  const { t } = useTranslation();
  const name = useId();
  const options = [
    {
      type: CheckoutDelivery.PickUp,
      key: 'pickup',
      Icon: MapPin,
      allowed: summary.allowed.hasUserPickUp,
      pick: actions.pickPickUp,
    },
    {
      type: CheckoutDelivery.Home,
      key: 'home',
      Icon: Truck,
      allowed: summary.allowed.hasCityDelivery,
      pick: actions.pickHome,
    },
  ] as const;

  return (
    <fieldset className="mall-delivery">
      <legend className="mall-delivery__legend">{t('pointsMall.order.delivery')}</legend>
      {options
        .filter((option) => option.allowed)
        .map(({ type, key, Icon, pick }) => {
          const checked = choice?.deliveryType === type;
          return (
            <div
              key={key}
              className={`mall-delivery__option${checked ? ' mall-delivery__option--checked' : ''}`}
            >
              <label className="mall-delivery__label">
                <input type="radio" name={name} checked={checked} onChange={pick} />
                <Icon size={20} aria-hidden="true" className="mall-delivery__icon" />
                <span className="mall-delivery__text">
                  <span className="mall-delivery__title">{t(`pointsMall.order.${key}`)}</span>
                  <span className="mall-delivery__hint">{t(`pointsMall.order.${key}Hint`)}</span>
                </span>
              </label>
              {checked && key === 'pickup' && (
                <PickUpChosen summary={summary} onChange={actions.pickPickUp} />
              )}
              {checked && key === 'home' && address && (
                <HomeChosen summary={summary} address={address} onChange={actions.changeAddress} />
              )}
            </div>
          );
        })}
    </fieldset>
  );
}

export interface MallAddressSheetProps {
  open: boolean;
  addresses: readonly Address[] | undefined;
  chosenId: number | undefined;
  onChoose: (address: Address) => void;
  onAdd: () => void;
  onClose: () => void;
}

/** The address book to deliver to, with 'Add new address'. */
export function MallAddressSheet({
  open,
  addresses,
  chosenId,
  onChoose,
  onAdd,
  onClose,
}: MallAddressSheetProps) {
  const { t } = useTranslation();
  let body: ReactNode;
  if (addresses === undefined) body = <Skeleton height={72} radius={12} />;
  else if (addresses.length === 0) body = <p className="muted">{t('checkout.address.none')}</p>;
  else {
    body = (
      <ul className="mall-addresses">
        {addresses.map((address) => {
          const chosen = address.addrId === chosenId;
          return (
            <li key={address.addrId}>
              <button
                type="button"
                className={`mall-address${chosen ? ' mall-address--chosen' : ''}`}
                aria-pressed={chosen}
                onClick={() => onChoose(address)}
              >
                <span className="mall-delivery__chosen-text">
                  <span className="mall-delivery__name">
                    {address.firstName} {address.lastName}
                  </span>
                  <span className="mall-delivery__line">{addressLine(address)}</span>
                </span>
                {chosen && <Check size={20} aria-hidden="true" />}
              </button>
            </li>
          );
        })}
      </ul>
    );
  }
  return (
    <Sheet
      open={open}
      title={t('checkout.address.sheetTitle')}
      onClose={onClose}
      footer={
        <Button variant="secondary" block icon={<Plus size={20} aria-hidden="true" />} onClick={onAdd}>
          {t('checkout.address.add')}
        </Button>
      }
    >
      {body}
    </Sheet>
  );
}
