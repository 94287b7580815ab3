import { zodResolver } from '@hookform/resolvers/zod';
import { formatUsPhone, type StationAdminView, stationDetailsRequest } from '@tread/domain';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Field } from '../../ui/Field';
import { Refusal } from '../../ui/Refusal';
import { useChangeDetails } from './api/change-details';

type DetailsInput = z.input<typeof stationDetailsRequest>;
type DetailsOutput = z.output<typeof stationDetailsRequest>;

/** Name, address, phone and the point on the map shoppers search from. */
export function DetailsForm({ station }: { station: StationAdminView }) {
  const change = useChangeDetails(station.stationId);
  const { register, handleSubmit, formState } = useForm<DetailsInput, unknown, DetailsOutput>({
    resolver: zodResolver(stationDetailsRequest),
    values: {
      name: station.name,
      address1: station.address1,
      city: station.city,
      state: station.state,
      zip: station.zip,
      phone: formatUsPhone(station.phone),
      lat: station.lat,
      lng: station.lng,
    },
  });
  const { errors } = formState;
  return (
    <form
      className="card station-editor__details"
      onSubmit={handleSubmit((details) => change.mutate(details))}
    >
      <h2>Details</h2>
      <div className="form-grid">
        <Field label="Name" error={errors.name}>
          <input {...register('name')} />
        </Field>
        <Field label="Phone" error={errors.phone}>
          <input type="tel" {...register('phone')} />
        </Field>
        <Field label="Street address" error={errors.address1}>
          <input {...register('address1')} />
        </Field>
        <Field label="City" error={errors.city}>
          <input {...register('city')} />
        </Field>
        <Field label="State" error={errors.state}>
          <input maxLength={2} {...register('state')} />
        </Field>
        <Field label="ZIP" error={errors.zip}>
          <input inputMode="numeric" {...register('zip')} />
        </Field>
        <Field label="Latitude" error={errors.lat}>
          <input type="number" step="0.000001" {...register('lat', { valueAsNumber: true })} />
        </Field>
        <Field label="Longitude" error={errors.lng}>
          <input type="number" step="0.000001" {...register('lng', { valueAsNumber: true })} />
        </Field>
      </div>
      <Refusal error={change.error} />
      <div className="form-actions">
        <button type="submit" className="button" disabled={change.isPending}>
          Save details
        </button>
        {change.isSuccess && !formState.isDirty && (
          <p className="notice" role="status">
            Details saved
          </p>
        )}
      </div>
    </form>
  );
}
