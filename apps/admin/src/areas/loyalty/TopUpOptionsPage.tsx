import { zodResolver } from '@hookform/resolvers/zod';
import type { TopUpOption } from '@tread/domain';
import { TOP_UP_OPTION_COUPONS_MAX, TOP_UP_OPTIONS_MAX } from '@tread/domain';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { useLoyaltyConfig } from './api/read-loyalty-config';
import { useSetLoyaltyConfig } from './api/set-loyalty-config';
import { CouponList } from './CouponPicker';
import { landRefusal, loyaltyMessages, refusedField } from './form-text';
import { LoyaltyPage, SaveBar } from './LoyaltyPage';
import { AddRowFooter, RowActions } from './RowActions';
import { ListError, TableCell } from './TableCell';
import {
  NEW_TOP_UP_OPTION,
  type TopUpOptionsFormInput,
  topUpFieldOf,
  topUpFormValues,
  topUpOptionsForm,
} from './top-up-form';

function TopUpEditor({ options }: { options: readonly TopUpOption[] }) {
  const save = useSetLoyaltyConfig('topUpOptions');
  const { register, control, handleSubmit, setError, formState } = useForm<
    TopUpOptionsFormInput,
    unknown,
    TopUpOption[]
  >({
    resolver: zodResolver(topUpOptionsForm, { error: loyaltyMessages }),
    values: topUpFormValues(options),
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'options' });
  const { errors } = formState;
  const listError = errors.options?.root ?? errors.options;
  const submit = handleSubmit((value) =>
    save.mutate(value, { onError: (error) => landRefusal(error, setError, topUpFieldOf) }),
  );
  return (
    <form className="loyalty-form" onSubmit={submit} noValidate aria-label="Top-up options">
      <section className="card loyalty-card" aria-labelledby="top-ups-title">
        <h2 id="top-ups-title">Top-up options</h2>
        <p className="muted loyalty-card__note">
          The amounts offered on the top-up page. Paying exactly an option's amount adds it to the balance
          and, once the payment is confirmed, gives its growth value, points and coupons. Shoppers may still
          top up any other amount, without a bonus.
        </p>
        <ListError error={listError} />
        {fields.length > 0 ? (
          <div className="loyalty-table-wrap">
            <table className="loyalty-table top-up-table">
              <caption className="visually-hidden">Top-up options</caption>
              <colgroup>
                <col className="top-up-table__col--amount" />
                <col className="top-up-table__col--bonus" />
                <col className="top-up-table__col--bonus" />
                <col />
                <col className="top-up-table__col--remove" />
              </colgroup>
              <thead>
                <tr>
                  <th scope="col">Amount ($)</th>
                  <th scope="col">Bonus growth value</th>
                  <th scope="col">Bonus points</th>
                  <th scope="col">Coupons (at most {TOP_UP_OPTION_COUPONS_MAX})</th>
                  <th scope="col">
                    <span className="visually-hidden">Remove</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {fields.map((field, i) => {
                  const n = i + 1;
                  const optionErrors = errors.options?.[i];
                  return (
                    <tr key={field.id}>
                      <TableCell error={optionErrors?.amount}>
                        <input
                          aria-label={`Option ${n} amount in dollars`}
                          inputMode="decimal"
                          className="loyalty-input--money"
                          {...register(`options.${i}.amount`)}
                        />
                      </TableCell>
                      <TableCell error={optionErrors?.bonusGrowth}>
                        <input
                          aria-label={`Option ${n} bonus growth value`}
                          inputMode="numeric"
                          className="loyalty-input--number"
                          {...register(`options.${i}.bonusGrowth`)}
                        />
                      </TableCell>
                      <TableCell error={optionErrors?.bonusPoints}>
                        <input
                          aria-label={`Option ${n} bonus points`}
                          inputMode="numeric"
                          className="loyalty-input--number"
                          {...register(`options.${i}.bonusPoints`)}
                        />
                      </TableCell>
                      <TableCell error={optionErrors?.couponIds}>
                        <Controller
                          control={control}
                          name={`options.${i}.couponIds`}
                          render={({ field: coupons }) => (
                            <CouponList
                              of={`option ${n}`}
                              value={coupons.value}
                              onChange={coupons.onChange}
                              max={TOP_UP_OPTION_COUPONS_MAX}
                            />
                          )}
                        />
                      </TableCell>
                      <RowActions label="option" index={i} count={fields.length} onRemove={remove} />
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        ) : (
          <p className="loyalty-empty">No options: shoppers type the amount they want, without a bonus.</p>
        )}
        <AddRowFooter
          label="Add an option"
          count={fields.length}
          max={TOP_UP_OPTIONS_MAX}
          onAdd={() => append(NEW_TOP_UP_OPTION)}
          fullNote={<>At most {TOP_UP_OPTIONS_MAX} options.</>}
        />
      </section>
      <SaveBar
        label="Save top-up options"
        saved="Saved: the top-up page offers these options now"
        save={save}
        landed={refusedField(save.error, topUpFieldOf) !== null}
        dirty={formState.isDirty}
        invalid={Object.keys(errors).length > 0}
      />
    </form>
  );
}

/** /admin/loyalty/top-ups: the amounts offered on the top-up page and what each gives (issue 17). */
export function TopUpOptionsPage() {
  const options = useLoyaltyConfig('topUpOptions');
  return <LoyaltyPage value={options}>{(value) => <TopUpEditor options={value} />}</LoyaltyPage>;
}
