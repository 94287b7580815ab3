import { type FilterGroup, type FilterItem, FilterType } from '@tread/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { Sheet } from '../../ui/Sheet';
import { toggleValue } from './search-params';
import './filters.css';

/** Brand lists are long: the first few, then 'Show all'. */
const COLLAPSED_ITEMS = 8;

export interface FilterSheetProps {
  open: boolean;
  groups: readonly FilterGroup[];
  /** The choices ticked, by filter key, as the URL has them: ticks show at once, before the counts arrive. */
  selected: Readonly<Record<string, readonly string[] | undefined>>;
  /** How many cards the filters leave. */
  total: number;
  /** The answer for the latest choice is on its way: counts are about to change. */
  updating: boolean;
  onToggle: (group: FilterGroup, value: string) => void;
  onClearAll: () => void;
  onClose: () => void;
}

/** The ticked choices and those with the most tires, in the server's order (brands A–Z). */
function collapsed(choices: readonly FilterItem[]): FilterItem[] {
  if (choices.length <= COLLAPSED_ITEMS) return [...choices];
  const top = new Set(
    [...choices]
      .sort((a, b) => Number(b.checked) - Number(a.checked) || b.prodCnt - a.prodCnt)
      .slice(0, COLLAPSED_ITEMS),
  );
  return choices.filter((item) => top.has(item));
}

function FilterGroupFields({
  group,
  selected,
  onToggle,
}: {
  group: FilterGroup;
  selected: readonly string[];
  onToggle: (group: FilterGroup, value: string) => void;
}) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const name = useId();
  const choices = group.filterItemList
    .filter((item) => item.filterType !== FilterType.All)
    .map((item) => ({ ...item, checked: selected.includes(item.filterValue) }));
  const all = group.filterItemList.find((item) => item.filterType === FilterType.All);
  const anyChecked = choices.some((item) => item.checked);
  const shown = expanded ? choices : collapsed(choices);
  const hidden = choices.length - shown.length;

  const option = (item: FilterItem, type: 'checkbox' | 'radio') => {
    const disabled = item.prodCnt === 0 && !item.checked;
    return (
      <li key={item.filterValue || 'all'}>
        <label className={`filter-option${disabled ? ' filter-option--empty' : ''}`}>
          <input
            type={type}
            name={type === 'radio' ? name : undefined}
            checked={item.filterType === FilterType.All ? !anyChecked : item.checked}
            disabled={disabled}
            onChange={() => onToggle(group, item.filterValue)}
          />
          <span className="filter-option__name">{item.filterName}</span>
          <span className="filter-option__count">({item.prodCnt})</span>
        </label>
      </li>
    );
  };

  return (
    <fieldset className="filter-group">
      <legend className="filter-group__title">{group.groupName}</legend>
      {anyChecked && group.multiple && (
        <button type="button" className="link-button filter-group__clear" onClick={() => onToggle(group, '')}>
          {t('catalog.filters.clearGroup', { group: group.groupName })}
        </button>
      )}
      <ul className="filter-group__options">
        {!group.multiple && all && option(all, 'radio')}
        {shown.map((item) => option(item, group.multiple ? 'checkbox' : 'radio'))}
      </ul>
      {hidden > 0 && (
        <button type="button" className="link-button" onClick={() => setExpanded(true)}>
          {t('catalog.filters.showAll', { count: choices.length, group: group.groupName.toLowerCase() })}
        </button>
      )}
    </fieldset>
  );
}

/**
 * Filter groups in a bottom sheet (SPEC §3 'Filter group'). Each tick applies at once, so the counts
 * beside every choice update while the sheet stays open; groups without choices yet (rebates,
 * cash back, extra coupon gifts until promotions exist) are left out.
 */
export function FilterSheet({
  open,
  groups,
  selected,
  total,
  updating,
  onToggle,
  onClearAll,
  onClose,
}: FilterSheetProps) {
  const { t } = useTranslation();
  // A tick shows at once; the URL (and so `selected`) follows a moment later and then wins again.
  const selectedKey = JSON.stringify(selected);
  const [optimistic, setOptimistic] = useState<{ basedOn: string; values: typeof selected } | null>(null);
  const ticked = optimistic?.basedOn === selectedKey ? optimistic.values : selected;
  const toggle = (group: FilterGroup, value: string) => {
    const values = toggleValue(ticked[group.filterKey] ?? [], group, value);
    setOptimistic({ basedOn: selectedKey, values: { ...ticked, [group.filterKey]: values } });
    onToggle(group, value);
  };
  const shown = groups.filter((group) =>
    group.filterItemList.some((item) => item.filterType !== FilterType.All),
  );
  return (
    <Sheet
      open={open}
      title={t('catalog.filters.title')}
      onClose={onClose}
      footer={
        <div className="filter-sheet__footer">
          <Button variant="secondary" onClick={onClearAll}>
            {t('catalog.filters.clearAll')}
          </Button>
          <Button variant="primary" block busy={updating} onClick={onClose}>
            {t('catalog.filters.show', { count: total })}
          </Button>
        </div>
      }
    >
      <div className="filter-sheet">
        {shown.map((group) => (
          <FilterGroupFields
            key={group.groupType}
            group={group}
            selected={ticked[group.filterKey] ?? []}
            onToggle={toggle}
          />
        ))}
      </div>
    </Sheet>
  );
}
