import { zodResolver } from '@hookform/resolvers/zod';
import {
  dollarsField,
  STATION_SERVICES_MAX,
  type StationAdminView,
  stationServiceInput,
  stationServicesRequest,
} from '@tread/domain';
import Trash2 from 'lucide-react/icons/trash-2';
import { useFieldArray, useForm } from 'react-hook-form';
import { z } from 'zod';
import { Refusal } from '../../ui/Refusal';
import { useChangeServices } from './api/change-services';

/** Fees are typed in dollars and sent in cents; the server's own rules then check the list. */
const servicesForm = z
  .object({ services: z.array(stationServiceInput.extend({ price: dollarsField })) })
  .pipe(stationServicesRequest);

type ServicesInput = z.input<typeof servicesForm>;

const dollars = (cents: number) => (cents / 100).toFixed(2);

/** The services shoppers tick at checkout and their fees; the first is ticked by default. */
export function ServicesForm({ station }: { station: StationAdminView }) {
  const change = useChangeServices(station.stationId);
  const { register, control, handleSubmit, formState } = useForm<
    ServicesInput,
    unknown,
    z.output<typeof servicesForm>
  >({
    resolver: zodResolver(servicesForm),
    values: { services: station.services.map((s) => ({ ...s, price: dollars(s.price) })) },
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'services' });
  const { errors } = formState;
  return (
    <form
      className="card station-editor__services"
      onSubmit={handleSubmit((services) => change.mutate(services))}
    >
      <h2>Services and fees</h2>
      <p className="muted">The first service is ticked by default at checkout.</p>
      <table className="services-table">
        <caption className="visually-hidden">Services and fees</caption>
        <thead>
          <tr>
            <th scope="col">Code</th>
            <th scope="col">Service</th>
            <th scope="col">Fee ($)</th>
            <th scope="col">Per tire</th>
            <th scope="col">
              <span className="visually-hidden">Remove</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {fields.map((field, i) => {
            const rowErrors = errors.services?.[i];
            const message = rowErrors?.code?.message ?? rowErrors?.name?.message ?? rowErrors?.price?.message;
            return (
              <tr key={field.id}>
                <td>
                  <input aria-label={`Service ${i + 1} code`} {...register(`services.${i}.code`)} />
                </td>
                <td>
                  <input aria-label={`Service ${i + 1} name`} {...register(`services.${i}.name`)} />
                  {message && (
                    <span className="field__error" role="alert">
                      {message}
                    </span>
                  )}
                </td>
                <td>
                  <input
                    aria-label={`Service ${i + 1} fee in dollars`}
                    inputMode="decimal"
                    className="money-input"
                    {...register(`services.${i}.price`)}
                  />
                </td>
                <td>
                  <input
                    type="checkbox"
                    aria-label={`Service ${i + 1} per tire`}
                    {...register(`services.${i}.perTire`)}
                  />
                </td>
                <td>
                  <button
                    type="button"
                    className="button button--quiet icon-button"
                    aria-label={`Remove service ${i + 1}`}
                    onClick={() => remove(i)}
                  >
                    <Trash2 size={16} aria-hidden />
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {errors.services?.root?.message || errors.services?.message ? (
        <p className="field__error" role="alert">
          {errors.services?.root?.message ?? errors.services?.message}
        </p>
      ) : null}
      <Refusal error={change.error} />
      <div className="form-actions">
        <button
          type="button"
          className="button button--quiet"
          disabled={fields.length >= STATION_SERVICES_MAX}
          onClick={() => append({ code: '', name: '', price: '0.00', perTire: false })}
        >
          Add a service
        </button>
        <button type="submit" className="button" disabled={change.isPending}>
          Save services
        </button>
        {change.isSuccess && !formState.isDirty && (
          <p className="notice" role="status">
            Services saved
          </p>
        )}
      </div>
    </form>
  );
}
