import { type Address, SAVED_ADDRESS_LIMIT, validateNewAddress } from '@tread/domain';
import MapPin from 'lucide-react/icons/map-pin';
import Plus from 'lucide-react/icons/plus';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/client';
import { usePageTitle } from '../../app/use-page-title';
import { editAddressPath } from '../../features/account/paths';
import { useAddressList } from '../../features/address/api/address-list';
import { useDeleteAddress } from '../../features/address/api/delete-address';
import { useMakeDefaultAddress } from '../../features/address/api/make-default-address';
import { useIsSignedIn } from '../../features/auth/session-store';
import { refusalText } from '../../features/forms/server-errors';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { useNavigator } from '../../ui/navigator';
import { PageHeader } from '../../ui/PageHeader';
import { SectionError } from '../../ui/SectionError';
import { Skeleton } from '../../ui/Skeleton';
import { StatusView } from '../../ui/StatusView';
import { showToast } from '../../ui/toast';
import { AddressCard } from './AddressCard';
import './delivery-address.css';

/** The address book: at most 10 addresses, one default and one billing (SPEC §3, §5). */
export default function DeliveryAddressPage() {
  const { t } = useTranslation();
  const navigator = useNavigator();
  const deleteAddress = useDeleteAddress();
  const makeDefault = useMakeDefaultAddress();
  const signedIn = useIsSignedIn();
  const list = useAddressList();
  const [busyId, setBusyId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<Address | null>(null);
  usePageTitle(t('routes.delivery-address'));

  const act = async (addrId: number, action: () => Promise<unknown>, done: string) => {
    setBusyId(addrId);
    try {
      await action();
      showToast(done);
    } catch (error) {
      // The client toasts 400s and server errors itself; other refusals (e.g. not found) are shown here.
      const text = refusalText(error);
      if (text && isApiError(error) && error.status !== 400) showToast(text);
    } finally {
      setBusyId(null);
    }
  };

  const confirmDelete = async () => {
    const target = deleting;
    setDeleting(null);
    if (target)
      await act(target.addrId, () => deleteAddress.mutateAsync(target.addrId), t('account.address.deleted'));
  };

  const addresses = list.data ?? [];
  const limitMessage = validateNewAddress(addresses.length);

  return (
    <>
      <PageHeader title={t('routes.delivery-address')} />
      {signedIn && (
        <div className="page address-book">
          {list.isPending ? (
            <div className="stack-list" aria-hidden="true">
              <Skeleton height={168} radius={12} />
              <Skeleton height={168} radius={12} />
            </div>
          ) : list.isError ? (
            <SectionError onRetry={() => void list.refetch()} />
          ) : addresses.length === 0 ? (
            <StatusView
              icon={<MapPin size={40} />}
              title={t('account.address.empty')}
              text={t('account.address.emptyText')}
            />
          ) : (
            <>
              <p className="muted address-book__count">
                {t('account.address.count', { count: addresses.length, max: SAVED_ADDRESS_LIMIT })}
              </p>
              <ul className="stack-list">
                {addresses.map((entry) => (
                  <li key={entry.addrId}>
                    <AddressCard
                      address={entry}
                      busy={busyId === entry.addrId}
                      onMakeDefault={() =>
                        void act(
                          entry.addrId,
                          () => makeDefault.mutateAsync(entry.addrId),
                          t('account.address.defaultSet'),
                        )
                      }
                      onDelete={() => setDeleting(entry)}
                    />
                  </li>
                ))}
              </ul>
            </>
          )}
          <div className="address-book__footer">
            {limitMessage && (
              <p className="address-book__limit" id="address-limit">
                {limitMessage}
              </p>
            )}
            <Button
              variant="accent"
              block
              icon={<Plus size={20} aria-hidden="true" />}
              disabled={list.isPending || Boolean(limitMessage)}
              aria-describedby={limitMessage ? 'address-limit' : undefined}
              onClick={() => void navigator.tap(editAddressPath())}
            >
              {t('account.address.add')}
            </Button>
          </div>
        </div>
      )}
      <Modal
        open={deleting !== null}
        title={t('account.address.deleteTitle')}
        onClose={() => setDeleting(null)}
        footer={
          <div className="address-book__confirm">
            <Button variant="secondary" onClick={() => setDeleting(null)}>
              {t('account.address.cancel')}
            </Button>
            <Button variant="accent" onClick={() => void confirmDelete()}>
              {t('account.address.deleteConfirm')}
            </Button>
          </div>
        }
      >
        {deleting && (
          <p>
            {t('account.address.deleteText', {
              name: `${deleting.firstName} ${deleting.lastName}`,
              street: deleting.addressLine1,
            })}
          </p>
        )}
      </Modal>
    </>
  );
}
