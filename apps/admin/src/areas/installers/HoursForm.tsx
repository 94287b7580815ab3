import { zodResolver } from '@hookform/resolvers/zod';
import { type StationAdminView, stationHoursRequest, WEEK_DAYS } from '@tread/domain';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Refusal } from '../../ui/Refusal';
import { useChangeHours } from './api/change-hours';

/** As the form holds a day: a closed box, and the times kept while it is ticked; sent as null times. */
const hoursForm = z
  .object({
    hours: z.array(
      z.object({ day: z.enum(WEEK_DAYS), closed: z.boolean(), open: z.string(), close: z.string() }),
    ),
  })
  .transform(({ hours }) => ({
    hours: hours.map(({ day, closed, open, close }) => ({
      day,
      open: closed ? null : open || null,
      close: closed ? null : close || null,
    })),
  }))
  .pipe(stationHoursRequest);

type HoursInput = z.input<typeof hoursForm>;

const formValues = (station: StationAdminView): HoursInput => ({
  hours: WEEK_DAYS.map((day) => {
    const given = station.hours.find((h) => h.day === day);
    return { day, closed: !given?.open, open: given?.open ?? '', close: given?.close ?? '' };
  }),
});

/** Opening hours shown on the station's page, one row a day. */
export function HoursForm({ station }: { station: StationAdminView }) {
  const change = useChangeHours(station.stationId);
  const { register, handleSubmit, watch, formState } = useForm<
    HoursInput,
    unknown,
    z.output<typeof hoursForm>
  >({
    resolver: zodResolver(hoursForm),
    values: formValues(station),
  });
  const { errors } = formState;
  return (
    <form className="card station-editor__hours" onSubmit={handleSubmit((hours) => change.mutate(hours))}>
      <h2>Opening hours</h2>
      <table className="hours-table">
        <caption className="visually-hidden">Opening hours</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Closed</th>
            <th scope="col">Opens</th>
            <th scope="col">Closes</th>
          </tr>
        </thead>
        <tbody>
          {WEEK_DAYS.map((day, i) => {
            const closed = watch(`hours.${i}.closed`);
            const error = errors.hours?.[i]?.close ?? errors.hours?.[i]?.open;
            return (
              <tr key={day}>
                <th scope="row">{day}</th>
                <td>
                  <input type="checkbox" aria-label={`${day} closed`} {...register(`hours.${i}.closed`)} />
                </td>
                <td>
                  <input
                    type="time"
                    aria-label={`${day} opens`}
                    disabled={closed}
                    {...register(`hours.${i}.open`)}
                  />
                </td>
                <td>
                  <input
                    type="time"
                    aria-label={`${day} closes`}
                    disabled={closed}
                    {...register(`hours.${i}.close`)}
                  />
                  {error?.message && (
                    <span className="field__error" role="alert">
                      {error.message}
                    </span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <Refusal error={change.error} />
      <div className="form-actions">
        <button type="submit" className="button" disabled={change.isPending}>
          Save hours
        </button>
        {change.isSuccess && !formState.isDirty && (
          <p className="notice" role="status">
            Hours saved
          </p>
        )}
      </div>
    </form>
  );
}
