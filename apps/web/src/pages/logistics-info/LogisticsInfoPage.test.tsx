import { cleanup, screen, within } from '@testing-library/react';
import { Messages } from '@tread/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backend } from '../../testing/backend';
import { sampleLogistics } from '../../testing/data/orders';
import { renderApp } from '../../testing/render-app';
import { resetSessionForTest, signInForTest } from '../../testing/session';

const PATH = '/packages/user/logistics-info?orderNumber=A2';

beforeEach(() => {
  resetSessionForTest();
  signInForTest();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('tracking a shipped order', () => {
  it('shows the carrier, tracking number, shipment time, state and the tracking stages', async () => {
    backend.logistics = sampleLogistics('A2');
    renderApp(PATH);
    const parcel = await screen.findByRole('article', { name: 'Package 1' });
    expect(within(parcel).getByText('UPS')).toBeTruthy();
    expect(within(parcel).getByText('1Z999AA10123456784')).toBeTruthy();
    expect(within(parcel).getByText('In transit')).toBeTruthy();
    expect(within(parcel).getAllByText('06/03/2025, 9:00 AM PDT')).toHaveLength(2);
    expect(within(parcel).getByRole('button', { name: 'Copy tracking number' })).toBeTruthy();
    const stages = within(parcel).getByRole('list', { name: 'Tracking' });
    expect(
      within(stages)
        .getAllByRole('listitem')
        .map((step) => step.className),
    ).toEqual([
      'timeline__step timeline__step--done',
      'timeline__step timeline__step--done',
      'timeline__step',
    ]);
    expect(within(stages).getByText('Received')).toBeTruthy();
  });

  it('says there is no logistics information before the order ships', async () => {
    renderApp(PATH);
    expect(await screen.findByRole('heading', { name: Messages.NoLogisticsInformation })).toBeTruthy();
  });
});
