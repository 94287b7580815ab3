import type { Address } from '@tread/domain';
import Check from 'lucide-react/icons/check';
import Plus from 'lucide-react/icons/plus';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { Sheet } from '../../ui/Sheet';
import { Skeleton } from '../../ui/Skeleton';
import './address-sheet.css';

export interface AddressSheetProps {
  open: boolean;
  addresses: readonly Address[] | undefined;
  chosenId: number | undefined;
  onChoose: (address: Address) => void;
  onAdd: () => void;
  onClose: () => void;
  /** Whether the default address wears its badge; yes by default. */
  markDefault?: boolean;
  /** The street, city, state and ZIP on one line rather than two. */
  oneLine?: boolean;
}

const street = (address: Address) => [address.addressLine1, address.addressLine2].filter(Boolean).join(', ');

/** The address book as a list to deliver to, with 'Add new address'. */
export function AddressSheet({
  open,
  addresses,
  chosenId,
  onChoose,
  onAdd,
  onClose,
  markDefault = true,
  oneLine = false,
}: AddressSheetProps) {
  const { t } = useTranslation();
  return (
    <Sheet
      open={open}
      title={t('checkout.address.sheetTitle')}
      onClose={onClose}
      footer={
        <Button variant="secondary" block icon={<Plus size={20} aria-hidden="true" />} onClick={onAdd}>
          {t('checkout.address.add')}
        </Button>
      }
    >
      {addresses === undefined ? (
        <Skeleton height={72} radius={12} />
      ) : addresses.length === 0 ? (
        <p className="muted">{t('checkout.address.none')}</p>
      ) : (
        <ul className="address-choices">
          {addresses.map((address) => {
            const chosen = address.addrId === chosenId;
            return (
              <li key={address.addrId}>
                <button
                  type="button"
                  className={`address-choice${chosen ? ' address-choice--chosen' : ''}`}
                  aria-pressed={chosen}
                  onClick={() => onChoose(address)}
                >
                  <span className="address-choice__text">
                    <span className="address-choice__name">
                      {address.firstName} {address.lastName}
                      {markDefault && address.isDefault && (
                        <span className="address-choice__badge">{t('checkout.address.defaultBadge')}</span>
                      )}
                    </span>
                    {oneLine ? (
                      <span className="address-choice__line">
                        {street(address)}, {address.city}, {address.state} {address.zipCode}
                      </span>
                    ) : (
                      <>
                        <span className="address-choice__line">{street(address)}</span>
                        <span className="address-choice__line">
                          {address.city}, {address.state} {address.zipCode}
                        </span>
                      </>
                    )}
                  </span>
                  {chosen && <Check size={20} aria-hidden="true" />}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </Sheet>
  );
}
