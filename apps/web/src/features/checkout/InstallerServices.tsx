import { Messages, type StationService } from '@tread/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ServicePrice } from './StationFacts';

export interface InstallerServicesProps {
  services: readonly StationService[];
  checked: readonly string[];
  onChange: (codes: string[]) => void;
}

/** The installer's services as checkboxes; at least one stays ticked (SPEC §5). */
export function InstallerServices({ services, checked, onChange }: InstallerServicesProps) {
  const { t } = useTranslation();
  const [refused, setRefused] = useState(false);

  const toggle = (code: string) => {
    const next = checked.includes(code) ? checked.filter((entry) => entry !== code) : [...checked, code];
    setRefused(next.length === 0);
    if (next.length > 0)
      onChange(services.filter((service) => next.includes(service.code)).map((s) => s.code));
  };

  return (
    <fieldset className="installer-services">
      <legend className="installer-services__legend">{t('checkout.delivery.servicesLabel')}</legend>
      {services.map((service) => (
        <label key={service.code} className="installer-service">
          <input
            type="checkbox"
            checked={checked.includes(service.code)}
            onChange={() => toggle(service.code)}
          />
          <span className="installer-service__name">{service.name}</span>
          <span className="installer-service__price">
            <ServicePrice service={service} />
          </span>
        </label>
      ))}
      {refused && (
        <p className="field__error" role="alert">
          {Messages.ServiceRequired}
        </p>
      )}
    </fieldset>
  );
}
