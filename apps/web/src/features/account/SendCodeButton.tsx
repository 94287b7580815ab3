import { type VerificationPurpose, validateEmail } from '@tread/domain';
import { useTranslation } from 'react-i18next';
import { useSendCode } from './api/send-code';
import { useResendCountdown } from './code-countdown';

export interface SendCodeButtonProps {
  email: string;
  purpose: VerificationPurpose;
  /** The e-mail's problem, or null once the code went out. */
  onEmailError: (message: string | null) => void;
  /** The server refused (e.g. too many requests): the error, to show where the form shows refusals. */
  onRefused: (error: unknown) => void;
  onSent: (expiresInSeconds: number) => void;
}

/** 'Send code': mails a 6-digit code, then counts down 60 s before a new one may be asked for (SPEC §9). */
export function SendCodeButton({ email, purpose, onEmailError, onRefused, onSent }: SendCodeButtonProps) {
  const { t } = useTranslation();
  const { seconds, sent } = useResendCountdown(purpose);
  const sendCode = useSendCode();

  const send = async () => {
    const problem = validateEmail(email);
    onEmailError(problem);
    if (problem) return;
    try {
      onSent((await sendCode.mutateAsync({ email, purpose })).expiresInSeconds);
    } catch (error) {
      onRefused(error);
    }
  };

  const busy = sendCode.isPending;
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
