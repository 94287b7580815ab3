import { ORDER_LIST_TABS, OrderDateFilter } from '@tread/domain';
import { Search, X } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderListFilter } from '../../features/orders/orders-api';

const DATE_CHIPS = [null, ...Object.values(OrderDateFilter)] as const;

export interface OrderFiltersProps {
  filter: OrderListFilter;
  onChange: (filter: OrderListFilter) => void;
  /** Id of the tab panel the list sits in; each tab's id is `<panelId>-<tab>`. */
  panelId: string;
}

/** The list's controls: status tabs (a scrollable row), date chips and the order search. */
export function OrderFilters({ filter, onChange, panelId }: OrderFiltersProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(filter.keyword);
  const inputId = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...filter, keyword: text.trim() });
  };

  return (
    <>
      <div className="order-tabs" role="tablist" aria-label={t('orders.list.tabsLabel')}>
        {ORDER_LIST_TABS.map(({ key }) => (
          <button
            key={key}
            type="button"
            role="tab"
            id={`${panelId}-${key}`}
            className="order-tabs__tab"
            aria-selected={filter.tab === key}
            aria-controls={panelId}
            onClick={() => onChange({ ...filter, tab: key })}
          >
            {t(`orders.list.tabs.${key}`)}
          </button>
        ))}
      </div>
      <div className="order-filters">
        <search>
          <form className="order-search" onSubmit={onSubmit}>
            <label className="visually-hidden" htmlFor={inputId}>
              {t('orders.list.searchLabel')}
            </label>
            <div className="field__control order-search__control">
              <Search className="order-search__icon" size={18} aria-hidden="true" />
              <input
                id={inputId}
                type="search"
                className="field__input order-search__input"
                value={text}
                enterKeyHint="search"
                placeholder={t('orders.list.searchPlaceholder')}
                onChange={(event) => setText(event.target.value)}
              />
              {text && (
                <button
                  type="button"
                  className="icon-button order-search__clear"
                  aria-label={t('orders.list.clearSearch')}
                  onClick={() => {
                    setText('');
                    onChange({ ...filter, keyword: '' });
                  }}
                >
                  <X size={18} aria-hidden="true" />
                </button>
              )}
            </div>
            <button type="submit" className="visually-hidden">
              {t('orders.list.search')}
            </button>
          </form>
        </search>
        <ul className="chips order-dates" aria-label={t('orders.list.datesLabel')}>
          {DATE_CHIPS.map((date) => (
            <li key={date ?? 'all'}>
              <button
                type="button"
                className="chip order-dates__chip"
                aria-pressed={filter.dateFilter === date}
                onClick={() => onChange({ ...filter, dateFilter: date })}
              >
                {t(`orders.list.dates.${date ?? 'all'}`)}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
