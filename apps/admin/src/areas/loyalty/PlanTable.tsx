import type { MembershipConfig } from '@tread/domain';
import {
  type Control,
  Controller,
  type FieldErrors,
  type UseFormRegister,
  useFieldArray,
  useWatch,
} from 'react-hook-form';
import { CouponList } from './CouponPicker';
import {
  MEMBERSHIP_COUPONS_MAX,
  type MembershipFormInput,
  newPlan,
  perMonth,
  VIP_PLANS_MAX,
} from './membership-form';
import { AddRowFooter, RowActions } from './RowActions';
import { ListError, TableCell } from './TableCell';

const PLAN_COLUMNS = ['id', 'name', 'price', 'months', 'month', 'coupons', 'remove'] as const;

/** The paid membership plans offered on buy-vip, in their order, each with the coupons bought with it. */
export function PlanTable({
  control,
  register,
  errors,
}: {
  control: Control<MembershipFormInput, unknown, MembershipConfig>;
  register: UseFormRegister<MembershipFormInput>;
  errors: FieldErrors<MembershipFormInput>;
}) {
  const { fields, append, remove } = useFieldArray({ control, name: 'plans' });
  const plans = useWatch({ control, name: 'plans' }) ?? [];
  const listError = errors.plans?.root ?? errors.plans;
  return (
    <section className="card loyalty-card" aria-labelledby="plans-title">
      <h2 id="plans-title">Paid membership plans</h2>
      <p className="muted loyalty-card__note">
        What shoppers may buy on the membership page, paid like an order. A plan runs on from the end of a
        membership still running; its coupons are given once it is paid.
      </p>
      <ListError error={listError} />
      {fields.length > 0 ? (
        <div className="loyalty-table-wrap">
          <table className="loyalty-table plan-table">
            <caption className="visually-hidden">Paid membership plans</caption>
            <colgroup>
              {PLAN_COLUMNS.map((column) => (
                <col key={column} className={`plan-table__col--${column}`} />
              ))}
            </colgroup>
            <thead>
              <tr>
                <th scope="col">Id</th>
                <th scope="col">Name</th>
                <th scope="col">Price ($)</th>
                <th scope="col">Months</th>
                <th scope="col" className="num loyalty-table__figure-head">
                  Per month
                </th>
                <th scope="col">Coupons (at most {MEMBERSHIP_COUPONS_MAX})</th>
                <th scope="col">
                  <span className="visually-hidden">Remove</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {fields.map((field, i) => {
                const n = i + 1;
                const planErrors = errors.plans?.[i];
                return (
                  <tr key={field.id}>
                    <TableCell error={planErrors?.id}>
                      <input
                        aria-label={`Plan ${n} id`}
                        className="prize-table__id"
                        {...register(`plans.${i}.id`)}
                      />
                    </TableCell>
                    <TableCell error={planErrors?.name}>
                      <input aria-label={`Plan ${n} name`} {...register(`plans.${i}.name`)} />
                    </TableCell>
                    <TableCell error={planErrors?.price}>
                      <input
                        aria-label={`Plan ${n} price in dollars`}
                        inputMode="decimal"
                        className="loyalty-input--money"
                        {...register(`plans.${i}.price`)}
                      />
                    </TableCell>
                    <TableCell error={planErrors?.months}>
                      <input
                        aria-label={`Plan ${n} months`}
                        inputMode="numeric"
                        className="loyalty-input--number"
                        {...register(`plans.${i}.months`)}
                      />
                    </TableCell>
                    <td className="num plan-table__month" aria-label={`Plan ${n} per month`}>
                      {perMonth(plans[i]?.price, plans[i]?.months) ?? '—'}
                    </td>
                    <TableCell error={planErrors?.couponIds}>
                      <Controller
                        control={control}
                        name={`plans.${i}.couponIds`}
                        render={({ field: coupons }) => (
                          <CouponList
                            of={`plan ${n}`}
                            value={coupons.value}
                            onChange={coupons.onChange}
                            max={MEMBERSHIP_COUPONS_MAX}
                          />
                        )}
                      />
                    </TableCell>
                    <RowActions label="plan" index={i} count={fields.length} onRemove={remove} />
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="loyalty-empty">No plans: shoppers cannot buy a membership.</p>
      )}
      <AddRowFooter
        label="Add a plan"
        count={fields.length}
        max={VIP_PLANS_MAX}
        onAdd={() => append(newPlan(plans))}
        fullNote={<>At most {VIP_PLANS_MAX} plans.</>}
      />
    </section>
  );
}
