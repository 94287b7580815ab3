import { cleanup, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../i18n';
import { Price } from './Price';

const renderPrice = (element: ReactElement) =>
  render(<I18nextProvider i18n={i18n}>{element}</I18nextProvider>).container.textContent;

afterEach(cleanup);

describe('price', () => {
  it('shows integer cents as dollars with thousands separators', () => {
    expect(renderPrice(<Price cents={123450} />)).toBe('$1,234.50');
    expect(renderPrice(<Price cents={0} />)).toBe('$0.00');
  });

  it('adds /ea for tires and strikes through a higher earlier price', () => {
    expect(renderPrice(<Price cents={12999} perTire />)).toBe('$129.99/ea');
    expect(renderPrice(<Price cents={9999} wasCents={12999} />)).toBe('$99.99Was $129.99');
    expect(renderPrice(<Price cents={9999} wasCents={9999} />)).toBe('$99.99');
  });
});
