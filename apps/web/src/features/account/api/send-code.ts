import { useMutation } from '@tanstack/react-query';
import { type SendCodeRequest, sendCodeAnswer } from '@tread/domain';
import { apiPost } from '../../../api/client';
import { startResendCountdown } from '../code-countdown';

/** POST /user/sendCode: mails a 6-digit code. */
export const postSendCode = (request: SendCodeRequest) =>
  apiPost('/user/sendCode', request, { schema: sendCodeAnswer, quiet400: true });

/** Sends a code and starts the resend countdown of its purpose (SPEC §9). */
export const useSendCode = () =>
  useMutation({
    mutationFn: postSendCode,
    onSuccess: (answer, request) => startResendCountdown(request.purpose, answer.resendAfterSeconds),
  });
