import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { vipPurchaseAnswer } from '@tread/domain';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../app/query-client';
import { i18n } from '../../i18n';
import { answer, signedInRoute } from '../../testing/backend';
import { SAMPLE_VIP_NUMBER, sampleVipPurchase } from '../../testing/data/member';
import { server } from '../../testing/server';
import { resetSessionForTest, signInForTest } from '../../testing/session';
import { type AppNavigator, NavigatorContext } from '../../ui/navigator';
import { VipPurchaseSuccess } from './VipPurchaseSuccess';

const navigator: AppNavigator = {
  go: vi.fn(async () => true),
  tap: vi.fn(async () => true),
  back: vi.fn(),
  relaunch: vi.fn(),
};

function show() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <I18nextProvider i18n={i18n}>
        <NavigatorContext value={navigator}>
          <VipPurchaseSuccess number={SAMPLE_VIP_NUMBER} />
        </NavigatorContext>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  resetSessionForTest();
  signInForTest();
});

afterEach(cleanup);

describe('a paid Tread Plus purchase on pay-result', () => {
  it('welcomes the member, says until when it runs and leads to the member center', async () => {
    server.use(
      signedInRoute('get', '/p/vip/purchase', () =>
        answer(
          vipPurchaseAnswer,
          sampleVipPurchase('yearly', { status: 'paid', expiresAt: '2027-11-28T20:00:00.000Z' }),
        ),
      ),
    );
    show();
    expect(screen.getByRole('heading', { name: 'Welcome to Tread Plus' })).toBeTruthy();
    expect(await screen.findByText('Your membership is active until 11/28/2027.')).toBeTruthy();
    expect(screen.getByText('Tread Plus yearly')).toBeTruthy();
    expect(screen.getByText(`Purchase ${SAMPLE_VIP_NUMBER}`)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Go to member center' }));
    expect(navigator.tap).toHaveBeenCalledWith('/packages/member/member-center', { replace: true });
  });

  it('says the payment is being confirmed while the purchase is unpaid', async () => {
    show();
    expect(await screen.findByText(/confirming your payment/)).toBeTruthy();
  });
});
