import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminOrderDetail,
  type ShipOrderRequest,
  StaffOrderAction,
  shipOrderRequest,
} from '@tread/domain';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { Field } from '../../ui/Field';
import { Refusal } from '../../ui/Refusal';
import { useShipOrder } from './api/ship-order';

const NEW_PACKAGE = { carrier: '', waybill: '', itemIds: [] };

/**
 * Ship a paid order in one package, or split it over several, each naming its items; an installer order
 * goes to its shop the same way. The carrier and waybill are what the shopper tracks.
 */
export function ShipForm({ order }: { order: AdminOrderDetail }) {
  const ship = useShipOrder(order.orderNumber);
  const toInstaller = order.staffActions.includes(StaffOrderAction.DeliverToInstaller);
  const { control, register, handleSubmit, formState } = useForm<ShipOrderRequest>({
    resolver: zodResolver(shipOrderRequest),
    defaultValues: { packages: [NEW_PACKAGE] },
  });
  const packages = useFieldArray({ control, name: 'packages' });
  const several = packages.fields.length > 1;

  const submit = handleSubmit((form) =>
    ship.mutate({
      // One package holds the whole order; the server reads no item list as every item.
      packages: form.packages.map(({ itemIds, ...parcel }) => (several ? { ...parcel, itemIds } : parcel)),
    }),
  );

  return (
    <form className="actions-card" onSubmit={submit} aria-label={toInstaller ? 'Send to installer' : 'Ship'}>
      <h2>{toInstaller ? `Send to ${order.station?.name ?? 'the installer'}` : 'Ship the order'}</h2>
      {packages.fields.map((parcel, index) => (
        <fieldset key={parcel.id} className={several ? 'parcel' : 'parcel parcel--single'}>
          {several && <legend className="visually-hidden">Package {index + 1}</legend>}
          <div className="form-grid">
            <Field
              label={several ? `Package ${index + 1} carrier` : 'Carrier'}
              error={formState.errors.packages?.[index]?.carrier}
            >
              <input placeholder="UPS" {...register(`packages.${index}.carrier`)} />
            </Field>
            <Field
              label={several ? `Package ${index + 1} waybill` : 'Waybill (tracking number)'}
              error={formState.errors.packages?.[index]?.waybill}
            >
              <input {...register(`packages.${index}.waybill`)} />
            </Field>
          </div>
          {several && (
            <Controller
              control={control}
              name={`packages.${index}.itemIds`}
              render={({ field }) => (
                <fieldset className="parcel__items">
                  <legend>Items in package {index + 1}</legend>
                  {order.items.map((item) => (
                    <label key={item.itemId}>
                      <input
                        type="checkbox"
                        checked={field.value?.includes(item.itemId) ?? false}
                        onChange={(event) =>
                          field.onChange(
                            event.target.checked
                              ? [...(field.value ?? []), item.itemId]
                              : (field.value ?? []).filter((id) => id !== item.itemId),
                          )
                        }
                      />{' '}
                      {item.prodName} ×{item.count}
                    </label>
                  ))}
                </fieldset>
              )}
            />
          )}
          {several && (
            <div>
              <button type="button" className="button button--quiet" onClick={() => packages.remove(index)}>
                Remove package {index + 1}
              </button>
            </div>
          )}
        </fieldset>
      ))}
      <Refusal error={ship.error} />
      <div className="row-actions">
        <button type="submit" className="button" disabled={ship.isPending}>
          {toInstaller ? 'Send to installer' : several ? `Ship ${packages.fields.length} packages` : 'Ship'}
        </button>
        {order.items.length > 1 && (
          <button type="button" className="button button--quiet" onClick={() => packages.append(NEW_PACKAGE)}>
            Add a package
          </button>
        )}
      </div>
    </form>
  );
}
