import {
  type AppointmentChoice,
  AppointmentMessages,
  CheckoutDelivery,
  type DeliveryChoice,
  earliestFreeSlot,
} from '@tread/domain';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { AppointmentPicker } from './AppointmentPicker';
import { useStationSlots } from './api/station-slots';

const installerOf = (choice: DeliveryChoice | undefined): number | null =>
  choice?.deliveryType === CheckoutDelivery.Installer ? (choice.stationId ?? null) : null;

/**
 * Why 'Place order' waits on the installation time: none picked yet (the earliest is suggested as soon as the
 * slots are read), or the picked one filled up meanwhile. With no free time in the window the shop calls.
 */
export function useAppointmentProblem(choice: DeliveryChoice | undefined): string | null {
  const { t } = useTranslation();
  const slots = useStationSlots(installerOf(choice));
  if (installerOf(choice) === null) return null;
  if (!slots.data) return t('appointments.chooseTime');
  const picked = choice?.appointment;
  if (!picked) return earliestFreeSlot(slots.data.days) ? t('appointments.chooseTime') : null;
  const day = slots.data.days.find((entry) => entry.date === picked.date);
  const slot = day?.slots.find((entry) => entry.start === picked.start);
  return slot && slot.free > 0 ? null : AppointmentMessages.SlotFull;
}

/** The checkout's installation time: the earliest free slot suggested, any other free one a tap away. */
export function CheckoutAppointment({
  stationId,
  value,
  onChange,
}: {
  stationId: number;
  value: AppointmentChoice | undefined;
  onChange: (choice: AppointmentChoice) => void;
}) {
  const slots = useStationSlots(stationId);
  const suggestion = !value && slots.data ? earliestFreeSlot(slots.data.days) : null;
  useEffect(() => {
    if (suggestion) onChange(suggestion);
  }, [suggestion, onChange]);
  return <AppointmentPicker stationId={stationId} value={value} onChange={onChange} />;
}
