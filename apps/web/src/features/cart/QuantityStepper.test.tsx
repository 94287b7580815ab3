import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n';
import { useToastStore } from '../../ui/toast';
import { QuantityStepper } from './QuantityStepper';

const onChange = vi.fn();

function show(value: number, max: number) {
  return render(
    <I18nextProvider i18n={i18n}>
      <QuantityStepper
        value={value}
        max={max}
        maxMessage="This product can be purchased up to 8 pieces."
        onChange={onChange}
        label="Quantity"
      />
    </I18nextProvider>,
  );
}

const toastText = () => useToastStore.getState().current?.text;

beforeEach(() => {
  onChange.mockReset();
  useToastStore.setState({ current: null });
});

afterEach(cleanup);

describe('quantity stepper', () => {
  it('steps between 1 and the top', () => {
    show(4, 8);
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(onChange).toHaveBeenLastCalledWith(5);
    fireEvent.click(screen.getByRole('button', { name: 'Decrease quantity' }));
    expect(onChange).toHaveBeenLastCalledWith(3);
  });

  it('cannot go below 1', () => {
    show(1, 8);
    expect((screen.getByRole('button', { name: 'Decrease quantity' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('says the purchase limit instead of going past the top', () => {
    show(8, 8);
    const more = screen.getByRole('button', { name: 'Increase quantity' });
    expect(more.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(more);
    expect(onChange).not.toHaveBeenCalled();
    expect(toastText()).toBe('This product can be purchased up to 8 pieces.');
  });
});
