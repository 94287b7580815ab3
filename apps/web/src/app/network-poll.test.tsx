import { act, cleanup, render, screen } from '@testing-library/react';
import { NETWORK_POLL_INTERVAL_MS, NETWORK_POLL_MAX_MS } from '@tread/domain';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n';
import { useNetworkPoll } from './network-poll';
import { OfflineBanner } from './OfflineBanner';

let online = true;

function Probe({ onBack }: { onBack: () => void }) {
  const state = useNetworkPoll(onBack);
  return (
    <I18nextProvider i18n={i18n}>
      <OfflineBanner state={state} />
    </I18nextProvider>
  );
}

beforeEach(() => {
  vi.useFakeTimers();
  online = true;
  vi.spyOn(window.navigator, 'onLine', 'get').mockImplementation(() => online);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const goOffline = () =>
  act(() => {
    online = false;
    window.dispatchEvent(new Event('offline'));
  });

describe('network polling', () => {
  it('shows the offline banner and relaunches home once the network is back', async () => {
    const onBack = vi.fn();
    render(<Probe onBack={onBack} />);
    expect(screen.queryByText(/offline/)).toBeNull();

    goOffline();
    expect(screen.getByText("You're offline. We'll reconnect as soon as we can.")).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(NETWORK_POLL_INTERVAL_MS * 5));
    expect(onBack).not.toHaveBeenCalled();

    online = true;
    await act(() => vi.advanceTimersByTimeAsync(NETWORK_POLL_INTERVAL_MS));
    expect(onBack).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(/offline/)).toBeNull();
  });

  it('stops checking after a minute and says so', async () => {
    const onBack = vi.fn();
    render(<Probe onBack={onBack} />);
    goOffline();
    await act(() => vi.advanceTimersByTimeAsync(NETWORK_POLL_MAX_MS));
    expect(screen.getByText("You're still offline. Check your connection.")).toBeTruthy();

    online = true;
    await act(() => vi.advanceTimersByTimeAsync(NETWORK_POLL_INTERVAL_MS * 3));
    expect(onBack).not.toHaveBeenCalled();
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(onBack).toHaveBeenCalledTimes(1);
  });
});
