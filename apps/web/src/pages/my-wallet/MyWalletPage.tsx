import { formatPrice } from '@tread/domain';
import Plus from 'lucide-react/icons/plus';
import Wallet from 'lucide-react/icons/wallet';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/use-page-title';
import { useInfiniteScroll } from '../../features/catalog/infinite-scroll';
import { useWalletBalance } from '../../features/wallet/api/wallet-balance';
import { useWalletRecordPages } from '../../features/wallet/api/wallet-records';
import { WalletPath } from '../../features/wallet/paths';
import { WalletRecordRow } from '../../features/wallet/WalletRecordRow';
import { Button, buttonClass } from '../../ui/Button';
import { Section } from '../../ui/Card';
import { List } from '../../ui/List';
import { AppLink } from '../../ui/navigator';
import { PageHeader } from '../../ui/PageHeader';
import { SectionError } from '../../ui/SectionError';
import { Skeleton } from '../../ui/Skeleton';
import { StatusView } from '../../ui/StatusView';
import './my-wallet.css';

/** The head of the page: the balance to spend now. */
function BalanceCard() {
  const { t } = useTranslation();
  const balance = useWalletBalance();
  if (balance.isPending) return <Skeleton height={132} radius={16} />;
  if (balance.isError) return <SectionError onRetry={() => void balance.refetch()} />;
  return (
    <section className="wallet-balance hero-card" aria-label={t('wallet.balanceLabel')}>
      <p className="hero-card__label">{t('wallet.balanceLabel')}</p>
      <p className="wallet-balance__figure hero-card__figure">{formatPrice(balance.data.balance)}</p>
      <div className="wallet-balance__foot">
        <p className="wallet-balance__hint">{t('wallet.balanceHint')}</p>
        <AppLink
          to={WalletPath.recharge}
          className={buttonClass('accent', false, 'wallet-balance__recharge')}
        >
          <Plus size={18} aria-hidden="true" />
          {t('wallet.recharge')}
        </AppLink>
      </div>
    </section>
  );
}

/** Every change of the balance, newest first, loaded as the shopper scrolls. */
function WalletRecords() {
  const { t } = useTranslation();
  const { pages, records } = useWalletRecordPages();
  const loadingMore = pages.isFetchingNextPage;
  const hasMore = pages.hasNextPage;
  const sentinel = useInfiniteScroll(() => {
    if (hasMore && !loadingMore) void pages.fetchNextPage();
  }, hasMore && !loadingMore);

  if (pages.isPending) return <Skeleton height={320} radius={12} />;
  if (pages.isError && records.length === 0) return <SectionError onRetry={() => void pages.refetch()} />;
  if (records.length === 0) {
    return (
      <StatusView
        icon={<Wallet size={40} />}
        title={t('wallet.noRecords')}
        text={t('wallet.noRecordsText')}
      />
    );
  }
  let end: ReactNode = <p className="my-wallet__end">{t('wallet.end')}</p>;
  if (hasMore) {
    end = (
      <div ref={sentinel} key={records.length} className="my-wallet__more">
        {loadingMore ? (
          <span role="status" className="my-wallet__loading">
            <span className="spinner" aria-hidden="true" />
            {t('wallet.loadingMore')}
          </span>
        ) : (
          <Button variant="secondary" onClick={() => void pages.fetchNextPage()}>
            {t('wallet.showMore')}
          </Button>
        )}
      </div>
    );
  }
  return (
    <Section title={t('wallet.recordsTitle')}>
      <List label={t('wallet.recordsTitle')}>
        {records.map((record) => (
          <li key={record.id}>
            <WalletRecordRow record={record} />
          </li>
        ))}
      </List>
      {end}
    </Section>
  );
}

/** my-wallet (SPEC §2 User): the shopper's balance, the way to top it up, and its records. */
export default function MyWalletPage() {
  const { t } = useTranslation();
  usePageTitle(t('routes.my-wallet'));
  return (
    <>
      <PageHeader title={t('routes.my-wallet')} />
      <div className="page my-wallet">
        <BalanceCard />
        <WalletRecords />
      </div>
    </>
  );
}
