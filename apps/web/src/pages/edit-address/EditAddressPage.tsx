import FileQuestion from 'lucide-react/icons/file-question-mark';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../api/client';
import { usePageTitle } from '../../app/use-page-title';
import { addressFormOf, emptyAddressForm } from '../../features/address/address-form';
import { useAddress } from '../../features/address/api/address';
import { useIsSignedIn } from '../../features/auth/session-store';
import { PageHeader } from '../../ui/PageHeader';
import { SectionError } from '../../ui/SectionError';
import { Skeleton } from '../../ui/Skeleton';
import { StatusView } from '../../ui/StatusView';
import { AddressEditor } from './AddressEditor';
import './edit-address.css';

function parseAddrId(raw: string | null): number | null {
  if (raw === null || !/^\d+$/.test(raw)) return null;
  return Number(raw);
}

/** Adds an address, or edits the one named by `?addrId=` (SPEC §2; analytics name 'add' or 'edit'). */
export default function EditAddressPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const addrId = parseAddrId(params.get('addrId'));
  const signedIn = useIsSignedIn();
  const saved = useAddress(addrId);
  const title = addrId === null ? t('account.address.newTitle') : t('routes.edit-address');
  usePageTitle(title);

  let body: ReactNode = null;
  if (!signedIn) body = null;
  else if (addrId === null) body = <AddressEditor initial={emptyAddressForm} addrId={null} />;
  else if (saved.isPending) {
    body = (
      <div className="page" aria-hidden="true">
        <Skeleton height={420} radius={12} />
      </div>
    );
  } else if (saved.isError) {
    body =
      isApiError(saved.error) && saved.error.status === 404 ? (
        <StatusView icon={<FileQuestion size={40} />} title={t('errors.pageDoesNotExist')} />
      ) : (
        <div className="page">
          <SectionError onRetry={() => void saved.refetch()} />
        </div>
      );
  } else {
    body = <AddressEditor key={addrId} initial={addressFormOf(saved.data)} addrId={addrId} />;
  }

  return (
    <>
      <PageHeader title={title} />
      {body}
    </>
  );
}
