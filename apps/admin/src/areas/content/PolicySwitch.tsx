import { useSwitchPolicyPage } from './api/switch-policy-page';

/** A page's desktop switch (SPEC §2): a page switched off does not exist for shoppers. */
export function PolicySwitch({
  pageKey,
  title,
  enabled,
}: {
  pageKey: string;
  title: string;
  enabled: boolean;
}) {
  const switching = useSwitchPolicyPage();
  const shown = switching.isPending ? (switching.variables?.enabled ?? enabled) : enabled;
  return (
    <label className="switch">
      <input
        type="checkbox"
        checked={shown}
        disabled={switching.isPending}
        aria-label={`Show ${title} to shoppers`}
        onChange={(event) => switching.mutate({ key: pageKey, enabled: event.target.checked })}
      />
      <span>{shown ? 'On' : 'Off'}</span>
      {switching.error && (
        <span className="field__error" role="alert">
          {switching.error.message}
        </span>
      )}
    </label>
  );
}
