import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../app/use-page-title';
import { CheckoutPath, readGroup } from '../../features/checkout/paths';
import { StationFinder } from '../../features/checkout/StationFinder';
import { useNavigator } from '../../ui/navigator';
import { PageHeader } from '../../ui/PageHeader';

/** Installers near a ZIP code; choosing one goes straight back to the checkout. */
export default function StoreSearchPage() {
  const { t } = useTranslation();
  const navigator = useNavigator();
  const [params] = useSearchParams();
  usePageTitle(t('routes.store-search-page'));

  return (
    <>
      <PageHeader title={t('routes.store-search-page')} />
      <div className="page">
        <StationFinder
          kind="installer"
          locate={false}
          group={readGroup(params.get('group'))}
          onChosen={() => void navigator.go(CheckoutPath.submitOrder, { replace: true })}
        />
      </div>
    </>
  );
}
