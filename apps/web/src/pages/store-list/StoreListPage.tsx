import Search from 'lucide-react/icons/search';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../app/use-page-title';
import { readGroup, storeSearchPath } from '../../features/checkout/paths';
import { StationFinder } from '../../features/checkout/StationFinder';
import { AppLink, useNavigator } from '../../ui/navigator';
import { PageHeader } from '../../ui/PageHeader';

/** 'Select An Installer': partner shops near the shopper, nearest first; Select returns to the checkout. */
export default function StoreListPage() {
  const { t } = useTranslation();
  const navigator = useNavigator();
  const [params] = useSearchParams();
  const group = readGroup(params.get('group'));
  usePageTitle(t('routes.store-list'));

  return (
    <>
      <PageHeader
        title={t('routes.store-list')}
        action={
          <AppLink
            to={storeSearchPath(group)}
            className="icon-button"
            aria-label={t('checkout.finder.searchByZip')}
          >
            <Search size={22} aria-hidden="true" />
          </AppLink>
        }
      />
      <div className="page">
        <StationFinder kind="installer" locate group={group} onChosen={() => navigator.back()} />
      </div>
    </>
  );
}
