import Check from 'lucide-react/icons/check';
import { useTranslation } from 'react-i18next';
import { Sheet } from '../../ui/Sheet';
import { SORT_NAMES, SORT_OPTIONS, type SortCode } from './search-params';
import './filters.css';

/** The sort codes of SPEC §9 as a list to pick from. */
export function SortSheet({
  open,
  sort,
  onChange,
  onClose,
}: {
  open: boolean;
  sort: SortCode;
  onChange: (sort: SortCode) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Sheet open={open} title={t('catalog.sort.title')} onClose={onClose}>
      <ul className="sort-options" aria-label={t('catalog.sort.title')}>
        {SORT_OPTIONS.map((code) => (
          <li key={code}>
            <button
              type="button"
              className="sort-option"
              aria-pressed={code === sort}
              onClick={() => {
                onChange(code);
                onClose();
              }}
            >
              <span>{t(`catalog.sort.option.${SORT_NAMES[code]}`)}</span>
              {code === sort && <Check size={20} aria-hidden="true" />}
            </button>
          </li>
        ))}
      </ul>
    </Sheet>
  );
}
