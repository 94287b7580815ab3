import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../app/use-page-title';
import { readGroup } from '../../features/checkout/paths';
import { StationFinder } from '../../features/checkout/StationFinder';
import { useNavigator } from '../../ui/navigator';
import { PageHeader } from '../../ui/PageHeader';

/** 'Select pick-up location': pick-up points near the shopper; Select returns to the checkout. */
export default function SelectStorePage() {
  const { t } = useTranslation();
  const navigator = useNavigator();
  const [params] = useSearchParams();
  usePageTitle(t('routes.select-store'));

  return (
    <>
      <PageHeader title={t('routes.select-store')} />
      <div className="page">
        <StationFinder
          kind="pickup"
          locate
          group={readGroup(params.get('group'))}
          onChosen={() => navigator.back()}
        />
      </div>
    </>
  );
}
