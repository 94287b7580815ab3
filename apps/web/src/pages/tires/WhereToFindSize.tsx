import BookOpen from 'lucide-react/icons/book-open';
import CarFront from 'lucide-react/icons/car-front';
import { useTranslation } from 'react-i18next';
import { Section } from '../../ui/Card';
import { List, ListRow } from '../../ui/List';
import { TireIcon } from '../../ui/TireIcon';

/** Where a shopper finds the size their car takes. */
export function WhereToFindSize() {
  const { t } = useTranslation();
  return (
    <Section title={t('tires.findTitle')}>
      <List>
        <ListRow
          icon={<TireIcon size={20} />}
          title={t('tires.find.sidewallTitle')}
          subtitle={t('tires.find.sidewallText')}
        />
        <ListRow
          icon={<CarFront size={20} />}
          title={t('tires.find.doorTitle')}
          subtitle={t('tires.find.doorText')}
        />
        <ListRow
          icon={<BookOpen size={20} />}
          title={t('tires.find.manualTitle')}
          subtitle={t('tires.find.manualText')}
        />
      </List>
      <p className="tires__tip">{t('tires.tip')}</p>
    </Section>
  );
}
