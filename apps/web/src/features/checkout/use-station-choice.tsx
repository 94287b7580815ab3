import {
  type CheckoutGroup,
  distanceMiles,
  FAR_STATION_MILES,
  type LatLng,
  Messages,
  type Station,
} from '@tread/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { useCheckoutStore } from './checkout-store';

/**
 * Choosing an installer or pick-up point for a checkout group; one farther than FAR_STATION_MILES from
 * the shopper (their own position, else the point they searched) asks first (SPEC §4 'Distance alert').
 */
export function useStationChoice(
  group: CheckoutGroup | null,
  searchedFrom: LatLng | null,
  onChosen: () => void,
) {
  const { t } = useTranslation();
  const userLatLng = useCheckoutStore((state) => state.userLatLng);
  const chooseStation = useCheckoutStore((state) => state.chooseStation);
  const [far, setFar] = useState<Station | null>(null);

  const commit = (station: Station) => {
    if (!group) return;
    setFar(null);
    chooseStation(group, station);
    onChosen();
  };
  const request = (station: Station) => {
    const origin = userLatLng ?? searchedFrom;
    if (origin && distanceMiles(origin, station) > FAR_STATION_MILES) setFar(station);
    else commit(station);
  };

  const dialog = (
    <Modal
      open={far !== null}
      title={t('checkout.finder.farTitle')}
      onClose={() => setFar(null)}
      footer={
        <div className="checkout-dialog__actions">
          <Button variant="secondary" onClick={() => setFar(null)}>
            {t('checkout.finder.farCancel')}
          </Button>
          <Button variant="accent" onClick={() => far && commit(far)}>
            {t('checkout.finder.farContinue')}
          </Button>
        </div>
      }
    >
      <p>{Messages.DistanceConfirm}</p>
      {far && <p className="muted">{far.name}</p>}
    </Modal>
  );

  return { request: group ? request : undefined, dialog };
}
