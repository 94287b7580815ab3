import Mail from 'lucide-react/icons/mail';
import MessageSquareText from 'lucide-react/icons/message-square-text';
import Phone from 'lucide-react/icons/phone';
import { useTranslation } from 'react-i18next';
import { List, ListRow } from '../../ui/List';
import { SectionError } from '../../ui/SectionError';
import { Skeleton } from '../../ui/Skeleton';
import { useUniWebConfig } from '../config/api/web-config';
import { supportLinks } from './support-links';

/** Call, text and e-mail rows from the web config. */
export function SupportList({ label }: { label?: string }) {
  const { t } = useTranslation();
  const config = useUniWebConfig();

  if (config.isPending) return <Skeleton height={170} radius={12} />;
  if (config.isError) return <SectionError onRetry={() => void config.refetch()} />;

  const links = supportLinks(config.data);
  return (
    <List label={label}>
      <ListRow icon={<Phone size={20} />} title={t('support.call')} subtitle={links.phone} href={links.tel} />
      <ListRow
        icon={<MessageSquareText size={20} />}
        title={t('support.text')}
        subtitle={config.data.supportSms}
        href={links.sms}
      />
      <ListRow
        icon={<Mail size={20} />}
        title={t('support.email')}
        subtitle={links.email}
        href={links.mailto}
      />
    </List>
  );
}
