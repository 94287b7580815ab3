import type { HomePageConfig } from '@tread/domain';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { Section } from '../../ui/Card';
import { Modal } from '../../ui/Modal';
import { badgeIcon } from './badge-icons';

type Guarantee = HomePageConfig['guarantees'][number];

/** The guarantees; each opens the guarantee popup with its details. */
export function Promises({ guarantees }: { guarantees: readonly Guarantee[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Guarantee | null>(null);
  const OpenIcon = open ? badgeIcon(open.icon) : null;
  return (
    <Section title={t('home.promiseTitle')}>
      <ul className="promises">
        {guarantees.map((guarantee) => {
          const Icon = badgeIcon(guarantee.icon);
          return (
            <li key={guarantee.title}>
              <button
                type="button"
                className="promise"
                aria-label={t('home.promiseMore', { title: guarantee.title })}
                onClick={() => setOpen(guarantee)}
              >
                <Icon size={22} className="promise__icon" aria-hidden="true" />
                <span className="promise__title">{guarantee.title}</span>
                <ChevronRight size={18} className="promise__chevron" aria-hidden="true" />
              </button>
            </li>
          );
        })}
      </ul>
      <Modal
        open={open !== null}
        title={open?.title ?? ''}
        onClose={() => setOpen(null)}
        footer={
          <Button block onClick={() => setOpen(null)}>
            {t('common.gotIt')}
          </Button>
        }
      >
        <div className="promise-detail">
          {OpenIcon && (
            <span className="promise-detail__icon" aria-hidden="true">
              <OpenIcon size={28} />
            </span>
          )}
          <p>{open?.text}</p>
        </div>
      </Modal>
    </Section>
  );
}
