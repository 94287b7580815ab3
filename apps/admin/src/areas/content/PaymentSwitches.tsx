import { PAYMENT_METHODS, type PaySwitchAnswer } from '@tread/domain';
import { useForm } from 'react-hook-form';
import { Refusal } from '../../ui/Refusal';
import { useConfigValue } from './api/read-config-value';
import { useSetConfigValue } from './api/set-config-value';
import { ContentHeader } from './ContentNav';

/** Which provider takes a method, read from its switch name: two providers offer cards and wallets. */
const providerOf = (switchName: string) =>
  switchName.startsWith('stripe') ? 'Stripe' : switchName.startsWith('authorize') ? 'Authorize.Net' : null;

function PaymentSwitchForm({ switches }: { switches: PaySwitchAnswer }) {
  const save = useSetConfigValue('paySwitch');
  const { register, handleSubmit, formState } = useForm<PaySwitchAnswer>({ values: switches });
  return (
    <form className="card payment-switches" onSubmit={handleSubmit((value) => save.mutate(value))}>
      <p className="muted card-intro">
        A method switched off is not offered at checkout. A method the payment provider is not set up for
        stays hidden even when switched on.
      </p>
      <ul>
        {PAYMENT_METHODS.map(({ switchName, label }) => {
          const provider = providerOf(switchName);
          return (
            <li key={switchName}>
              <label className="switch switch--row">
                <input type="checkbox" {...register(switchName)} />
                <span>
                  <strong>{label}</strong>
                  {provider && <span className="muted"> · {provider}</span>}
                </span>
                <code className="muted">{switchName}</code>
              </label>
            </li>
          );
        })}
      </ul>
      <Refusal error={save.error} />
      <div className="form-actions">
        <button type="submit" className="button" disabled={save.isPending}>
          Save payment methods
        </button>
        {save.isSuccess && !formState.isDirty && (
          <p className="notice" role="status">
            Saved: checkout offers these methods now
          </p>
        )}
      </div>
    </form>
  );
}

/** /admin/content/payments: the payment method switches (SPEC §9). */
export function PaymentSwitches() {
  const switches = useConfigValue('paySwitch');
  return (
    <>
      <ContentHeader />
      <Refusal error={switches.error} />
      {switches.data ? (
        <PaymentSwitchForm switches={switches.data} />
      ) : (
        !switches.error && <p className="loading">Loading…</p>
      )}
    </>
  );
}
