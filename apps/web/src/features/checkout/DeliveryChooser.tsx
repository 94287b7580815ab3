import {
  type Address,
  type AppointmentChoice,
  CheckoutDelivery,
  type CheckoutGroupSummary,
  type DeliveryChoice,
  DeliveryCode,
  distanceMiles,
  formatUsPhone,
} from '@tread/domain';
import type { LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckoutAppointment } from './CheckoutAppointment';
import { useCheckoutStore } from './checkout-store';
import { InstallerServices } from './InstallerServices';
import { Distance, stationAddress } from './StationFacts';
import './delivery-chooser.css';

/** A way a group may arrive, as the chooser names it. */
export type DeliveryMode = 'installer' | 'pickup' | 'home';

export interface DeliveryActions {
  /** Needed only where the chooser offers 'installer'. */
  pickInstaller?: () => void;
  pickPickUp: () => void;
  pickHome: () => void;
  changeAddress: () => void;
  /** Needed only where the chooser offers 'installer'. */
  setServices?: (codes: string[]) => void;
  /** The installation time (issue 19); the picker shows only where it is given. */
  setAppointment?: (appointment: AppointmentChoice) => void;
}

export interface DeliveryChooserProps {
  summary: CheckoutGroupSummary;
  choice: DeliveryChoice | undefined;
  address: Address | undefined;
  actions: DeliveryActions;
  /** The ways this checkout offers at all (the summary narrows them further); every way by default. */
  modes?: readonly DeliveryMode[];
  /** A hint in place of the checkout's own, by way. */
  hints?: Partial<Record<DeliveryMode, string>>;
  /** An icon beside a way's title, by way. */
  icons?: Partial<Record<DeliveryMode, LucideIcon>>;
  /** A class added to the fieldset, for the page's own spacing. */
  className?: string;
}

const ALL_MODES: readonly DeliveryMode[] = ['installer', 'pickup', 'home'];

const OPTIONS = [
  { type: CheckoutDelivery.Installer, key: 'installer', allowedBy: 'hasShopDelivery' },
  { type: CheckoutDelivery.PickUp, key: 'pickup', allowedBy: 'hasUserPickUp' },
  { type: CheckoutDelivery.Home, key: 'home', allowedBy: 'hasCityDelivery' },
] as const;

function StationChosen({
  summary,
  onChange,
  changeLabel,
}: {
  summary: CheckoutGroupSummary;
  onChange: () => void;
  changeLabel: string;
}) {
  const { t } = useTranslation();
  const { station } = summary;
  const userLatLng = useCheckoutStore((state) => state.userLatLng);
  if (!station) return null;
  // The summary knows no shopper's point; the one the store pages found is used for the distance.
  const miles =
    station.distance ?? (userLatLng ? Math.round(distanceMiles(userLatLng, station) * 10) / 10 : null);
  return (
    <div className="delivery-chosen">
      <div className="delivery-chosen__text">
        <span className="delivery-chosen__name">{station.name}</span>
        <span className="delivery-chosen__line">{stationAddress(station)}</span>
        <Distance miles={miles} />
      </div>
      <button type="button" className="link-button" aria-label={changeLabel} onClick={onChange}>
        {t('checkout.delivery.change')}
      </button>
    </div>
  );
}

function AddressChosen({
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
    <div className="delivery-chosen">
      <div className="delivery-chosen__text">
        <span className="delivery-chosen__name">
          {address.firstName} {address.lastName} · {formatUsPhone(address.phone)}
        </span>
        <span className="delivery-chosen__line">
          {[address.addressLine1, address.addressLine2].filter(Boolean).join(', ')}, {address.city},{' '}
          {address.state} {address.zipCode}
        </span>
        {summary.deliveryText && (
          <span className={`delivery-note${outOfRange ? ' delivery-note--problem' : ''}`}>
            {summary.deliveryText}
          </span>
        )}
      </div>
      <button
        type="button"
        className="link-button"
        aria-label={t('checkout.delivery.changeAddress')}
        onClick={onChange}
      >
        {t('checkout.delivery.change')}
      </button>
    </div>
  );
}

/** The ways a group may arrive, only those every item allows (SPEC §3 'Per-item delivery mode'). */
export function DeliveryChooser({
  summary,
  choice,
  address,
  actions,
  modes = ALL_MODES,
  hints,
  icons,
  className,
}: DeliveryChooserProps) {
  const { t } = useTranslation();
  const name = useId();
  const options = OPTIONS.filter((option) => modes.includes(option.key) && summary.allowed[option.allowedBy]);
  const pickInstaller = actions.pickInstaller ?? (() => {});
  const pick = { installer: pickInstaller, pickup: actions.pickPickUp, home: actions.pickHome };

  return (
    <fieldset className={className ? `delivery-chooser ${className}` : 'delivery-chooser'}>
      <legend className="delivery-chooser__legend">{t('checkout.delivery.label')}</legend>
      {options.map((option) => {
        const checked = choice?.deliveryType === option.type;
        const Icon = icons?.[option.key];
        return (
          <div key={option.key} className={`delivery-option${checked ? ' delivery-option--checked' : ''}`}>
            <label className="delivery-option__label">
              <input type="radio" name={name} checked={checked} onChange={pick[option.key]} />
              {Icon && <Icon size={20} aria-hidden="true" className="delivery-option__icon" />}
              <span className="delivery-option__text">
                <span className="delivery-option__title">{t(`checkout.delivery.${option.key}`)}</span>
                <span className="delivery-option__hint">
                  {hints?.[option.key] ?? t(`checkout.delivery.${option.key}Hint`)}
                </span>
              </span>
            </label>
            {checked && option.key === 'installer' && (
              <>
                <StationChosen
                  summary={summary}
                  onChange={pickInstaller}
                  changeLabel={t('checkout.delivery.changeInstaller')}
                />
                {summary.station && actions.setServices && (
                  <InstallerServices
                    services={summary.station.serviceInfo}
                    checked={choice?.serviceCodes ?? []}
                    onChange={actions.setServices}
                  />
                )}
                {summary.station && actions.setAppointment && (
                  <CheckoutAppointment
                    stationId={summary.station.stationId}
                    value={choice?.appointment}
                    onChange={actions.setAppointment}
                  />
                )}
              </>
            )}
            {checked && option.key === 'pickup' && (
              <StationChosen
                summary={summary}
                onChange={actions.pickPickUp}
                changeLabel={t('checkout.delivery.changePickup')}
              />
            )}
            {checked && option.key === 'home' && address && (
              <AddressChosen summary={summary} address={address} onChange={actions.changeAddress} />
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
