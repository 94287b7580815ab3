import { act, cleanup, render, screen } from '@testing-library/react';
import { TOAST_DURATION_MS } from '@tread/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toast } from './Toast';
import { showToast, useToastStore } from './toast';

beforeEach(() => {
  vi.useFakeTimers();
  useToastStore.setState({ current: null });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('toast', () => {
  it('shows one message at a time in a live region for 2 s', async () => {
    render(<Toast />);
    act(() => showToast('Saved'));
    expect(screen.getByRole('status').textContent).toBe('Saved');

    await act(() => vi.advanceTimersByTimeAsync(1000));
    act(() => showToast('Network Error'));
    expect(screen.getByRole('status').textContent).toBe('Network Error');

    await act(() => vi.advanceTimersByTimeAsync(TOAST_DURATION_MS - 1));
    expect(screen.getByRole('status').textContent).toBe('Network Error');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
