import { zodResolver } from '@hookform/resolvers/zod';
import {
  AUTO_IM_PAGES,
  AUTO_IM_SECONDS_MAX,
  AUTO_IM_SECONDS_MIN,
  type AutoImConfig,
  type AutoImPage,
  autoImConfig,
} from '@tread/domain';
import { useForm } from 'react-hook-form';
import { Field } from '../../ui/Field';
import { Refusal } from '../../ui/Refusal';
import { useConfigValue } from './api/read-config-value';
import { useSetConfigValue } from './api/set-config-value';
import { ContentHeader } from './ContentNav';

const PAGE_LABELS: Record<AutoImPage, { label: string; about: string }> = {
  product: { label: 'Product pages', about: 'with the product’s card ready to send' },
  order: { label: 'Order details', about: 'with the order’s card ready to send' },
  checkout: { label: 'Checkout', about: 'a general question' },
};

function AutoChatFields({ config }: { config: AutoImConfig }) {
  const save = useSetConfigValue('autoIM');
  const { register, handleSubmit, formState } = useForm<AutoImConfig>({
    values: config,
    resolver: zodResolver(autoImConfig),
  });
  return (
    <form className="card auto-chat" onSubmit={handleSubmit((value) => save.mutate(value))}>
      <p className="muted card-intro">
        On the pages ticked here, the shop opens a chat with customer service by itself for a signed-in
        shopper who has stayed on the page this long while customer service is online: once a visit, never
        while nobody can answer. Untick every page to switch it off.
      </p>
      <fieldset>
        <legend>Open the chat on</legend>
        {AUTO_IM_PAGES.map((page) => (
          <label key={page} className="switch switch--row">
            <input type="checkbox" value={page} {...register('pages')} />
            <span>
              <strong>{PAGE_LABELS[page].label}</strong>
              <span className="muted"> · {PAGE_LABELS[page].about}</span>
            </span>
          </label>
        ))}
        {formState.errors.pages?.message && (
          <p className="field__error" role="alert">
            {formState.errors.pages.message}
          </p>
        )}
      </fieldset>
      <Field
        label="After (seconds on the page)"
        error={formState.errors.afterSeconds}
        hint={`${AUTO_IM_SECONDS_MIN} to ${AUTO_IM_SECONDS_MAX} seconds`}
      >
        <input
          type="number"
          className="auto-chat__seconds"
          {...register('afterSeconds', { valueAsNumber: true })}
        />
      </Field>
      <Refusal error={save.error} />
      <div className="form-actions">
        <button type="submit" className="button" disabled={save.isPending}>
          Save chat opening
        </button>
        {save.isSuccess && !formState.isDirty && (
          <p className="notice" role="status">
            Saved: shoppers' apps pick it up within 5 hours
          </p>
        )}
      </div>
    </form>
  );
}

/** /admin/content/chat: where and when the chat opens by itself (the autoIM config, SPEC §3). */
export function AutoChatForm() {
  const config = useConfigValue('autoIM');
  return (
    <>
      <ContentHeader />
      <Refusal error={config.error} />
      {config.data ? (
        <AutoChatFields config={config.data} />
      ) : (
        !config.error && <p className="loading">Loading…</p>
      )}
    </>
  );
}
