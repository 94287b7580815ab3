import { sendCodeAnswer, type VerificationPurpose, validateEmail } from '@tread/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiPost, isApiError } from '../../api/client';
import { startResendCountdown, useResendCountdown } from './code-countdown';

export interface SendCodeButtonProps {
  email: string;
  purpose: VerificationPurpose;
  /** The e-mail's problem, or null once the code went out. */
  onEmailError: (message: string | null) => void;
  /** The server's refusal (e.g. too many requests), or null. */
  onError: (message: string | null) => void;
  onSent: (expiresInSeconds: number) => void;
}

/** 'Send code': mails a 6-digit code, then counts down 60 s before a new one may be asked for (SPEC §9). */
export function SendCodeButton({ email, purpose, onEmailError, onError, onSent }: SendCodeButtonProps) {
  const { t } = useTranslation();
  const { seconds, sent } = useResendCountdown(purpose);
  const [busy, setBusy] = useState(false);

  const send = async () => {
    const problem = validateEmail(email);
    onEmailError(problem);
    if (problem) return;
    setBusy(true);
    onError(null);
    try {
      const answer = await apiPost(
        '/user/sendCode',
        { email, purpose },
        { schema: sendCodeAnswer, quiet400: true },
      );
      startResendCountdown(purpose, answer.resendAfterSeconds);
      onSent(answer.expiresInSeconds);
    } catch (error) {
      if (isApiError(error) && error.kind === 'http' && error.status < 500) onError(error.message);
    } finally {
      setBusy(false);
    }
  };

  const waiting = seconds > 0;
  return (
    <button
      type="button"
      className="code-button"
      onClick={() => void send()}
      disabled={busy || waiting}
      aria-busy={busy || undefined}
    >
      {waiting
        ? t('account.form.resendIn', { seconds })
        : t(sent ? 'account.form.resendCode' : 'account.form.sendCode')}
    </button>
  );
}
