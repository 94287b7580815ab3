import type { VerificationPurpose } from '@tread/domain';
import { create } from 'zustand';
import { useSecondsLeft } from '../../ui/countdown';

interface CountdownState {
  /** When (ms since epoch) another code may be asked for, per purpose; kept while the app stays open. */
  resendAt: Partial<Record<VerificationPurpose, number>>;
}

const useCountdownStore = create<CountdownState>(() => ({ resendAt: {} }));

export function startResendCountdown(purpose: VerificationPurpose, seconds: number): void {
  useCountdownStore.setState((state) => ({
    resendAt: { ...state.resendAt, [purpose]: Date.now() + seconds * 1000 },
  }));
}

/** Seconds left before another code may be asked for (SPEC §9: 60 s), and whether one was sent already. */
export function useResendCountdown(purpose: VerificationPurpose): { seconds: number; sent: boolean } {
  const resendAt = useCountdownStore((state) => state.resendAt[purpose]);
  const seconds = useSecondsLeft(resendAt ?? null) ?? 0;
  return { seconds, sent: resendAt !== undefined };
}

/** Forgets every countdown (tests start from a fresh app). */
export function resetResendCountdowns(): void {
  useCountdownStore.setState({ resendAt: {} });
}
