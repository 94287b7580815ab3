import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { LAZY_PAGE_ERROR_AFTER_MS, LAZY_PAGE_LOADING_DELAY_MS } from '@tread/domain';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n';
import { PageSlot } from './PageSlot';
import type { PageModule } from './routes';

function Ready() {
  return <p>Page ready</p>;
}

const renderSlot = (load: () => Promise<PageModule>) =>
  render(
    <I18nextProvider i18n={i18n}>
      <PageSlot load={load} />
    </I18nextProvider>,
  );

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('lazy pages', () => {
  it('shows nothing for 200 ms, then the loading view, then the page', async () => {
    let resolve: (module: PageModule) => void = () => {};
    renderSlot(() => new Promise<PageModule>((done) => (resolve = done)));
    expect(screen.queryByText('Loading page…')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(LAZY_PAGE_LOADING_DELAY_MS));
    expect(screen.getByText('Loading page…')).toBeTruthy();
    await act(async () => resolve({ default: Ready }));
    expect(screen.getByText('Page ready')).toBeTruthy();
  });

  it('never flashes the loading view for a quick page', async () => {
    renderSlot(() => Promise.resolve({ default: Ready }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText('Page ready')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(LAZY_PAGE_ERROR_AFTER_MS));
    expect(screen.queryByText('Loading page…')).toBeNull();
  });

  it('offers a retry after 60 s', async () => {
    const load = vi.fn(() => new Promise<PageModule>(() => {}));
    renderSlot(load);
    await act(() => vi.advanceTimersByTimeAsync(LAZY_PAGE_ERROR_AFTER_MS - 1));
    expect(screen.queryByText('This page is taking too long')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByText('This page is taking too long')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('offers a reload when the page chunk fails to load', async () => {
    renderSlot(() => Promise.reject(new Error('Loading chunk 42 failed')));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText("This page couldn't be loaded")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });
});
