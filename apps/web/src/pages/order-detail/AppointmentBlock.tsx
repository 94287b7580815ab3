import {
  type AppointmentChoice,
  formatAppointmentDay,
  formatSlotTime,
  type OrderAppointment,
  type OrderDetail,
} from '@tread/domain';
import CalendarClock from 'lucide-react/icons/calendar-clock';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppointmentPicker } from '../../features/checkout/AppointmentPicker';
import { refusalText } from '../../features/forms/server-errors';
import { useRescheduleAppointment } from '../../features/orders/api/reschedule-appointment';
import { Button } from '../../ui/Button';
import { Section } from '../../ui/Card';
import { Sheet } from '../../ui/Sheet';
import { showToast } from '../../ui/toast';

/** Moving the booking: the installer's free times, confirmed with one tap. */
function RescheduleSheet({
  open,
  orderNumber,
  stationId,
  onClose,
}: {
  open: boolean;
  orderNumber: string;
  stationId: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<AppointmentChoice | undefined>(undefined);
  const reschedule = useRescheduleAppointment();
  const confirm = async () => {
    if (!picked) return;
    try {
      await reschedule.mutateAsync({ orderNumber, appointment: picked });
      showToast(
        t('appointments.rescheduled', {
          when: `${formatAppointmentDay(picked.date)} ${formatSlotTime(picked.start)}`,
        }),
      );
      onClose();
    } catch (error) {
      const refused = refusalText(error);
      if (refused) showToast(refused);
    }
  };
  return (
    <Sheet
      open={open}
      title={t('appointments.rescheduleTitle')}
      onClose={onClose}
      footer={
        <Button
          variant="accent"
          block
          disabled={!picked || reschedule.isPending}
          onClick={() => void confirm()}
        >
          {t('appointments.confirm')}
        </Button>
      }
    >
      {open && <AppointmentPicker stationId={stationId} value={picked} onChange={setPicked} />}
    </Sheet>
  );
}

/** The booked installation time of an installer order, with 'Reschedule' until the day before (issue 19). */
export function AppointmentBlock({
  order,
  appointment,
}: {
  order: OrderDetail;
  appointment: OrderAppointment;
}) {
  const { t } = useTranslation();
  const [moving, setMoving] = useState(false);
  const stationId = order.station?.stationId;
  return (
    <Section title={t('appointments.booked')}>
      <div className="card order-place">
        <CalendarClock size={22} aria-hidden="true" className="order-place__icon" />
        <div className="order-place__text">
          <p className="order-place__name">{formatAppointmentDay(appointment.date)}</p>
          <p>
            {t('appointments.at', {
              start: formatSlotTime(appointment.start),
              end: formatSlotTime(appointment.end),
            })}
          </p>
          {!appointment.canReschedule && <p className="order-place__note">{t('appointments.tooLate')}</p>}
        </div>
        {appointment.canReschedule && stationId !== undefined && (
          <Button variant="secondary" className="order-place__action" onClick={() => setMoving(true)}>
            {t('appointments.reschedule')}
          </Button>
        )}
      </div>
      {stationId !== undefined && (
        <RescheduleSheet
          open={moving}
          orderNumber={order.orderNumber}
          stationId={stationId}
          onClose={() => setMoving(false)}
        />
      )}
    </Section>
  );
}
