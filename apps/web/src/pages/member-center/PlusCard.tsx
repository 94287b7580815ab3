import type { MemberCenter } from '@tread/domain';
import ChevronRight from 'lucide-react/icons/chevron-right';
import Crown from 'lucide-react/icons/crown';
import { useTranslation } from 'react-i18next';
import { MemberPath } from '../../features/member/paths';
import { formatDate } from '../../ui/format';
import { AppLink } from '../../ui/navigator';

/** Paid membership on the member center: until when it runs, or the way to join (SPEC §3 'Member', §6). */
export function PlusCard({ vip }: { vip: MemberCenter['vip'] }) {
  const { t } = useTranslation();
  const { active, expiresAt } = vip;
  return (
    <AppLink to={MemberPath.buyVip} className={`plus-card${active ? ' plus-card--active' : ''}`}>
      <span className="plus-card__icon" aria-hidden="true">
        <Crown size={22} />
      </span>
      <span className="plus-card__text">
        {active && expiresAt ? (
          <>
            <span className="plus-card__title">{t('member.plus.name')}</span>
            <span className="plus-card__hint">
              {t('member.plus.activeUntil', { date: formatDate(expiresAt) })}
            </span>
          </>
        ) : (
          <>
            <span className="plus-card__title">{t('member.plus.joinTitle')}</span>
            <span className="plus-card__hint">
              {expiresAt
                ? t('member.plus.ended', { date: formatDate(expiresAt) })
                : t('member.plus.joinText')}
            </span>
          </>
        )}
      </span>
      <span className="plus-card__action">
        {active ? t('member.plus.manage') : t('member.plus.join')}
        <ChevronRight size={18} aria-hidden="true" />
      </span>
    </AppLink>
  );
}
