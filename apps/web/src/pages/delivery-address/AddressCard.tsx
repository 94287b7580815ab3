import { type Address, formatUsPhone } from '@tread/domain';
import CircleCheck from 'lucide-react/icons/circle-check';
import Pencil from 'lucide-react/icons/pencil';
import Trash2 from 'lucide-react/icons/trash';
import { useTranslation } from 'react-i18next';
import { editAddressPath } from '../../features/account/paths';
import { AppLink } from '../../ui/navigator';

export interface AddressCardProps {
  address: Address;
  busy: boolean;
  onMakeDefault: () => void;
  onDelete: () => void;
}

/** One saved address with its Default / Billing badges and what can be done with it. */
export function AddressCard({ address, busy, onMakeDefault, onDelete }: AddressCardProps) {
  const { t } = useTranslation();
  const name = `${address.firstName} ${address.lastName}`;
  const street = [address.addressLine1, address.addressLine2].filter(Boolean).join(', ');
  return (
    <article
      className={`address-card${address.isDefault ? ' address-card--default' : ''}`}
      aria-label={`${name}, ${address.addressLine1}`}
      aria-busy={busy || undefined}
    >
      <div className="address-card__head">
        <h2 className="address-card__name">{name}</h2>
        <span className="address-card__badges">
          {address.isDefault && <span className="badge badge--default">{t('account.address.default')}</span>}
          {address.isBilling && <span className="badge">{t('account.address.billing')}</span>}
        </span>
      </div>
      <p className="address-card__line">{formatUsPhone(address.phone)}</p>
      <p className="address-card__line">{street}</p>
      <p className="address-card__line">
        {address.city}, {address.state} {address.zipCode}
      </p>
      <div className="address-card__actions">
        {!address.isDefault && (
          <button type="button" className="address-card__action" onClick={onMakeDefault} disabled={busy}>
            <CircleCheck size={16} aria-hidden="true" />
            {t('account.address.setDefault')}
          </button>
        )}
        <span className="address-card__spacer" />
        <AppLink to={editAddressPath(address.addrId)} className="address-card__action">
          <Pencil size={16} aria-hidden="true" />
          {t('account.address.edit')}
        </AppLink>
        <button type="button" className="address-card__action" onClick={onDelete} disabled={busy}>
          <Trash2 size={16} aria-hidden="true" />
          {t('account.address.delete')}
        </button>
      </div>
    </article>
  );
}
