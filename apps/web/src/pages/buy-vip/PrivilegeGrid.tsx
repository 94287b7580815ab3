import type { VipOffer } from '@tread/domain';
import { useTranslation } from 'react-i18next';
import { Section } from '../../ui/Card';
import { privilegeIcon } from './privilege-icons';

/** The privileges of paid membership (SPEC §6: seven), each with its picture. */
export function PrivilegeGrid({ privileges }: { privileges: VipOffer['privileges'] }) {
  const { t } = useTranslation();
  if (privileges.length === 0) return null;
  return (
    <Section title={t('member.buy.privilegesTitle', { count: privileges.length })}>
      <ul className="vip-privileges">
        {privileges.map(({ title, text }) => {
          const Icon = privilegeIcon(title);
          return (
            <li key={title} className="vip-privilege">
              <span className="vip-privilege__icon" aria-hidden="true">
                <Icon size={20} />
              </span>
              <span className="vip-privilege__title">{title}</span>
              <span className="vip-privilege__text">{text}</span>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
