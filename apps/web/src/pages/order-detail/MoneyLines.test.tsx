import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { sampleOrder } from '../../testing/data/orders';
import { MoneyLines } from './MoneyLines';

afterEach(cleanup);

const rows = () =>
  [...document.querySelectorAll('.money-lines__row')].map((row) => [
    row.querySelector('dt')?.textContent,
    row.querySelector('dd')?.textContent,
  ]);

describe("an order's money lines", () => {
  it('shows activity savings and each coupon as a negative line', () => {
    const { amounts } = sampleOrder('A1');
    render(
      <I18nextProvider i18n={i18n}>
        <MoneyLines
          amounts={{
            ...amounts,
            activityDiscount: 10_500,
            itemCoupon: 2000,
            storeCoupon: 1000,
            installationCoupon: 4000,
            discount: 17_500,
          }}
        />
      </I18nextProvider>,
    );
    expect(rows()).toEqual(
      expect.arrayContaining([
        ['Activity savings', '-$105.00'],
        ['Item coupon', '-$20.00'],
        ['Store coupon', '-$10.00'],
        ['Installation coupon', '-$40.00'],
      ]),
    );
    expect(screen.queryByText('Discount')).toBeNull();
  });

  it('shows the points that paid part of the order, before the total', () => {
    const { amounts } = sampleOrder('A2');
    render(
      <I18nextProvider i18n={i18n}>
        <MoneyLines
          amounts={{ ...amounts, pointsUsed: 50, pointsDeduction: 50, total: amounts.total - 50 }}
        />
      </I18nextProvider>,
    );
    const lines = rows();
    expect(lines.at(-2)).toEqual(['Points', '-$0.50 (50 points)']);
    expect(lines.at(-1)).toEqual(['Total', '$456.95']);
  });

  it('has no points line when no points were used', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <MoneyLines amounts={sampleOrder('A3').amounts} />
      </I18nextProvider>,
    );
    expect(screen.queryByText('Points')).toBeNull();
  });
});
