import { LOCAL_STORAGE_KEYS } from '@tread/domain';
import Link2 from 'lucide-react/icons/link-2';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { deepLinkTarget } from '../../app/deep-link';
import { usePageTitle } from '../../app/use-page-title';
import { claimOnArrival, linkKey } from '../../features/channel-coupon/channel-key';
import { useNavigator } from '../../ui/navigator';
import { StatusView } from '../../ui/StatusView';

/**
 * /link?to=<page>[&channelCouponKey=…]: where deep and universal links land (SPEC §2). Opens the page if it is
 * whitelisted, else the first whitelist entry, carrying a channel coupon key on so that its claim is tried.
 */
export default function LinkPage() {
  const { t } = useTranslation();
  usePageTitle(t('routes.link'));
  const navigator = useNavigator();
  const [params] = useSearchParams();

  useEffect(() => {
    const target = new URL(deepLinkTarget(params.get('to')), 'http://tread.local');
    const key = linkKey(`?${params.toString()}`);
    if (key) {
      target.searchParams.set(LOCAL_STORAGE_KEYS.ChannelCouponKey, key);
      claimOnArrival(key);
    }
    void navigator.go(`${target.pathname}${target.search}`, { replace: true });
  }, [params, navigator]);

  return <StatusView icon={<Link2 size={40} />} title={t('storefront.opening')} />;
}
