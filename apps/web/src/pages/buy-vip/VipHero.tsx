import type { VipOffer } from '@tread/domain';
import BadgeCheck from 'lucide-react/icons/badge-check';
import Crown from 'lucide-react/icons/crown';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../ui/format';

/** The head of buy-vip: what Tread Plus is and, for a member, until when theirs runs. */
export function VipHero({ vip }: { vip: VipOffer['vip'] }) {
  const { t } = useTranslation();
  return (
    <section className="vip-hero hero-card" aria-labelledby="vip-hero-title">
      <span className="vip-hero__crown" aria-hidden="true">
        <Crown size={28} />
      </span>
      <h2 id="vip-hero-title" className="vip-hero__title">
        {t('member.buy.heroTitle')}
      </h2>
      <p className="vip-hero__text">{t('member.buy.heroText')}</p>
      {vip.active && vip.expiresAt && (
        <div className="vip-hero__active">
          <p className="vip-hero__until">
            <BadgeCheck size={18} aria-hidden="true" />
            {t('member.buy.activeUntil', { date: formatDate(vip.expiresAt) })}
          </p>
          <p className="vip-hero__note">{t('member.buy.renewNote')}</p>
        </div>
      )}
    </section>
  );
}
