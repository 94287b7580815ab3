import { zodResolver } from '@hookform/resolvers/zod';
import { ORDER_LIST_TABS, OrderDateFilter, orderListQuery } from '@tread/domain';
import Search from 'lucide-react/icons/search';
import X from 'lucide-react/icons/x';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { OrderListFilter } from '../../features/orders/api/order-list';

/** An order number's start or part of a product name, as the order list reads it. */
const keywordForm = orderListQuery.pick({ keyword: true });

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
  const inputId = useId();
  const { register, handleSubmit, setValue, control } = useForm({
    resolver: zodResolver(keywordForm),
    defaultValues: { keyword: filter.keyword },
  });
  const text = useWatch({ control, name: 'keyword' }) ?? '';

  const onSubmit = handleSubmit(({ keyword }) => onChange({ ...filter, keyword: keyword ?? '' }));

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
                {...register('keyword')}
                enterKeyHint="search"
                placeholder={t('orders.list.searchPlaceholder')}
              />
              {text && (
                <button
                  type="button"
                  className="icon-button order-search__clear"
                  aria-label={t('orders.list.clearSearch')}
                  onClick={() => {
                    setValue('keyword', '');
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
