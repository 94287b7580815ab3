import { normalizeUsPhone, type UniWebConfig } from '@tread/domain';

export interface SupportLinks {
  phone: string;
  tel: string;
  sms: string;
  email: string;
  mailto: string;
}

/** US numbers dial as +1XXXXXXXXXX; anything else is dialled as written. */
function dialable(phone: string): string {
  const normalized = normalizeUsPhone(phone);
  return normalized.ok ? `+1${normalized.value}` : phone.replace(/[^\d+]/g, '');
}

/** tel:, sms: and mailto: links of the support contacts in the web config. */
export function supportLinks(config: UniWebConfig): SupportLinks {
  return {
    phone: config.supportPhone,
    tel: `tel:${dialable(config.supportPhone)}`,
    sms: `sms:${dialable(config.supportSms)}`,
    email: config.supportEmail,
    mailto: `mailto:${config.supportEmail}`,
  };
}
