import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { type AutoImConfig, autoImConfig, DEFAULT_AUTO_IM } from '@tread/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Answer, answerInvalid, type Call, renderArea, stubShop } from '../../testing/stub-shop';
import ContentArea from './routes';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The autoIM value the server keeps, checked on write by the schema the server checks with. */
function configShop() {
  let stored: AutoImConfig = DEFAULT_AUTO_IM;
  return (call: Call): Answer => {
    if (call.method === 'GET') return { body: { key: 'autoIM', value: stored } };
    const value = autoImConfig.safeParse((call.body as { value: unknown }).value);
    if (!value.success) return answerInvalid(value.error);
    stored = value.data;
    return { body: { key: 'autoIM', value: stored } };
  };
}

const writes = (calls: Call[]) => calls.filter((call) => call.method === 'PUT').map((call) => call.body);

describe('the chat opening', () => {
  it('starts with no page ticked, and saves the pages and the delay chosen', async () => {
    const calls = stubShop(configShop());
    renderArea('content', ContentArea, '/content/chat');
    const product = await screen.findByRole('checkbox', { name: /Product pages/ });
    expect(screen.getAllByRole('checkbox').map((box) => (box as HTMLInputElement).checked)).toEqual([
      false,
      false,
      false,
    ]);
    fireEvent.click(product);
    fireEvent.click(screen.getByRole('checkbox', { name: /Checkout/ }));
    fireEvent.change(screen.getByLabelText(/^After/), { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save chat opening' }));
    expect(await screen.findByText("Saved: shoppers' apps pick it up within 5 hours")).toBeTruthy();
    expect(writes(calls)).toEqual([{ value: { pages: ['product', 'checkout'], afterSeconds: 20 } }]);

    // Unticking every page switches it off.
    fireEvent.click(screen.getByRole('checkbox', { name: /Product pages/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Checkout/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save chat opening' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(2));
    expect(writes(calls)[1]).toEqual({ value: { pages: [], afterSeconds: 20 } });
  });

  it('says what is wrong with the delay and sends nothing', async () => {
    const calls = stubShop(configShop());
    renderArea('content', ContentArea, '/content/chat');
    fireEvent.change(await screen.findByLabelText(/^After/), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save chat opening' }));
    expect(await screen.findByText('At least 5 seconds')).toBeTruthy();
    await waitFor(() => expect(writes(calls)).toEqual([]));
  });
});
