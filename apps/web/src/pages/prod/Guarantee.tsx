import BadgeDollarSign from 'lucide-react/icons/badge-dollar-sign';
import ChevronRight from 'lucide-react/icons/chevron-right';
import Headset from 'lucide-react/icons/headset';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import ShieldCheck from 'lucide-react/icons/shield-check';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';

const PROMISES = [
  { key: 'bestPrice', Icon: BadgeDollarSign },
  { key: 'returns', Icon: RotateCcw },
  { key: 'protection', Icon: ShieldCheck },
  { key: 'support', Icon: Headset },
] as const;

/** The guarantee row and its popup: best price, 30-day returns, purchase protection, 24/7 support (SPEC §1). */
export function Guarantee() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="prod-card guarantee-row" onClick={() => setOpen(true)}>
        <span className="guarantee-row__text">
          <span className="guarantee-row__title">{t('catalog.guarantee.title')}</span>
          <span className="guarantee-row__items">
            {PROMISES.map(({ key, Icon }) => (
              <span key={key} className="guarantee-row__item">
                <Icon size={16} aria-hidden="true" />
                {t(`catalog.guarantee.${key}.short`)}
              </span>
            ))}
          </span>
        </span>
        <ChevronRight size={20} aria-hidden="true" />
      </button>
      <Modal
        open={open}
        title={t('catalog.guarantee.title')}
        onClose={() => setOpen(false)}
        footer={
          <Button block onClick={() => setOpen(false)}>
            {t('common.gotIt')}
          </Button>
        }
      >
        <ul className="guarantee-list">
          {PROMISES.map(({ key, Icon }) => (
            <li key={key} className="guarantee-list__item">
              <span className="guarantee-list__icon" aria-hidden="true">
                <Icon size={22} />
              </span>
              <span>
                <span className="guarantee-list__title">{t(`catalog.guarantee.${key}.title`)}</span>
                <span className="guarantee-list__text">{t(`catalog.guarantee.${key}.text`)}</span>
              </span>
            </li>
          ))}
        </ul>
      </Modal>
    </>
  );
}
