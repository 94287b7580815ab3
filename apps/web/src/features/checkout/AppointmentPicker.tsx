import {
  type AppointmentChoice,
  type AppointmentDay,
  AppointmentMessages,
  formatSlotTime,
} from '@tread/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionError } from '../../ui/SectionError';
import { Skeleton } from '../../ui/Skeleton';
import { useStationSlots } from './api/station-slots';
import { shortDate, shortWeekday } from './appointment-text';
import './appointment-picker.css';

export interface AppointmentPickerProps {
  stationId: number;
  value: AppointmentChoice | undefined;
  onChange: (choice: AppointmentChoice) => void;
}

/** A comma only screen readers hear, so a chip's stacked lines read as 'Mon, Nov 30, Closed'. */
const Pause = () => <span className="visually-hidden">, </span>;

const freeIn = (day: AppointmentDay) => day.slots.reduce((total, slot) => total + slot.free, 0);

/** Why a day cannot be picked, or null when it has a free time. */
function dayNote(day: AppointmentDay, labels: { closed: string; full: string }): string | null {
  if (!day.open) return labels.closed;
  return freeIn(day) === 0 ? labels.full : null;
}

/**
 * An installer's open days as a row and the chosen day's times as chips (issue 19); closed and full days and
 * full times cannot be picked. A chosen time another shopper took meanwhile is marked and explained.
 */
export function AppointmentPicker({ stationId, value, onChange }: AppointmentPickerProps) {
  const { t } = useTranslation();
  const slots = useStationSlots(stationId);
  const [pickedDay, setPickedDay] = useState<string | null>(null);

  if (slots.isPending) return <Skeleton height={132} radius={12} />;
  if (!slots.data) return <SectionError onRetry={() => void slots.refetch()} />;

  const days = slots.data.days.filter((day) => day.slots.length > 0 || !day.open);
  const firstFree = days.find((day) => freeIn(day) > 0);
  if (!firstFree) return <p className="appointment-picker__note">{t('appointments.windowFull')}</p>;
  const shownDate = pickedDay ?? value?.date ?? firstFree.date;
  const shown = days.find((day) => day.date === shownDate) ?? firstFree;
  const labels = { closed: t('appointments.closed'), full: t('appointments.full') };
  const chosenSlot = shown.slots.find((slot) => slot.start === value?.start && shown.date === value?.date);
  const chosenGone = value !== undefined && value.date === shown.date && (chosenSlot?.free ?? 0) === 0;

  return (
    <fieldset className="appointment-picker">
      <legend className="appointment-picker__legend">{t('appointments.title')}</legend>
      <fieldset className="appointment-days">
        <legend className="visually-hidden">{t('appointments.days')}</legend>
        {days.map((day) => {
          const note = dayNote(day, labels);
          return (
            <button
              key={day.date}
              type="button"
              className="appointment-day"
              aria-pressed={day.date === shown.date}
              disabled={note !== null}
              onClick={() => setPickedDay(day.date)}
            >
              <span className="appointment-day__weekday">{shortWeekday(day.date)}</span>
              <Pause />
              <span className="appointment-day__date">{shortDate(day.date)}</span>
              {note && (
                <>
                  <Pause />
                  <span className="appointment-day__note">{note}</span>
                </>
              )}
            </button>
          );
        })}
      </fieldset>
      <fieldset className="appointment-times">
        <legend className="visually-hidden">{t('appointments.times')}</legend>
        {shown.slots.map((slot) => {
          const chosen = value?.date === shown.date && value.start === slot.start;
          const placesNote =
            slot.free === 0 ? labels.full : t('appointments.placesLeft', { count: slot.free });
          return (
            <button
              key={slot.start}
              type="button"
              className="appointment-time"
              aria-pressed={chosen}
              disabled={slot.free === 0 && !chosen}
              onClick={() => onChange({ date: shown.date, start: slot.start })}
            >
              <span>{formatSlotTime(slot.start)}</span>
              <Pause />
              <span className="appointment-time__note">{placesNote}</span>
            </button>
          );
        })}
      </fieldset>
      {chosenGone && (
        <p className="field__error" role="alert">
          {AppointmentMessages.SlotFull}
        </p>
      )}
    </fieldset>
  );
}
