import { zodResolver } from '@hookform/resolvers/zod';
import { CHAT_TEXT_MAX, type ChatOrigin, chatContent, IMAGE_TYPES } from '@tread/domain';
import ImagePlus from 'lucide-react/icons/image-plus';
import SendHorizontal from 'lucide-react/icons/send-horizontal';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { refusalText } from '../forms/server-errors';
import { checkPhotoFile, useUploadPhoto } from '../photos/api/upload-photo';
import { sendContent, sendTyping } from './chat-room';

/** The domain's rule for a text message (not blank, not only spaces, not too long), as a form. */
const textForm = chatContent.options[0].pick({ text: true });
type TextForm = { text: string };

/** The agent is told the shopper is typing at most this often. */
const TYPING_EVERY_MS = 3000;

/** The card the chat can send: the product or order it was opened from. */
function CardButton({ origin }: { origin: ChatOrigin }) {
  const { t } = useTranslation();
  if (origin.kind === 'personal') return null;
  const send = () =>
    sendContent(
      origin.kind === 'product'
        ? { kind: 'product', prodId: origin.prodId, skuId: origin.skuId }
        : { kind: 'order', orderNumber: origin.orderNumber },
    );
  return (
    <button type="button" className="chat-composer__card" onClick={send}>
      {origin.kind === 'product' ? t('chat.sendProduct') : t('chat.sendOrder')}
    </button>
  );
}

/** Text, a photo (under 2 MB, through the shared upload) or the origin's card, kept above the safe area. */
export function Composer({ origin, disabled }: { origin: ChatOrigin; disabled: boolean }) {
  const { t } = useTranslation();
  const fileId = useId();
  const errorId = useId();
  const upload = useUploadPhoto();
  const [photoProblem, setPhotoProblem] = useState<string | null>(null);
  const lastTyping = useRef(0);
  const form = useForm<TextForm>({
    resolver: zodResolver(textForm),
    defaultValues: { text: '' },
    reValidateMode: 'onSubmit',
  });
  const problem = form.formState.errors.text?.message ?? photoProblem;

  const onSubmit = form.handleSubmit(({ text }) => {
    sendContent({ kind: 'text', text });
    form.reset({ text: '' });
  });

  const field = form.register('text', {
    onChange: () => {
      // The blank-message note goes once the shopper types again.
      if (form.formState.errors.text) form.clearErrors('text');
      if (Date.now() - lastTyping.current < TYPING_EVERY_MS) return;
      lastTyping.current = Date.now();
      sendTyping();
    },
  });

  const onPhoto = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const rule = checkPhotoFile(file);
    setPhotoProblem(rule);
    if (rule) return;
    try {
      sendContent({ kind: 'image', url: (await upload.mutateAsync(file)).url });
    } catch (failure) {
      setPhotoProblem(refusalText(failure));
    }
  };

  return (
    <form className="chat-composer" onSubmit={(event) => void onSubmit(event)} noValidate>
      {!disabled && <CardButton origin={origin} />}
      {problem && (
        <p id={errorId} className="chat-composer__error" role="alert">
          {problem}
        </p>
      )}
      <div className="chat-composer__row">
        <label htmlFor={fileId} className="chat-composer__icon" aria-disabled={disabled || upload.isPending}>
          {upload.isPending ? (
            <span className="spinner" aria-hidden="true" />
          ) : (
            <ImagePlus size={22} aria-hidden="true" />
          )}
          <span className="visually-hidden">{t('chat.photo')}</span>
        </label>
        <input
          id={fileId}
          type="file"
          accept={IMAGE_TYPES.join(',')}
          className="visually-hidden"
          disabled={disabled || upload.isPending}
          onChange={(event) => void onPhoto(event)}
        />
        <textarea
          {...field}
          className="chat-composer__input"
          rows={1}
          maxLength={CHAT_TEXT_MAX}
          placeholder={t('chat.placeholder')}
          aria-label={t('chat.placeholder')}
          aria-invalid={form.formState.errors.text ? true : undefined}
          aria-describedby={problem ? errorId : undefined}
          disabled={disabled}
          onKeyDown={(event) => {
            // Enter sends, Shift+Enter starts a new line, as chat apps do.
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              void onSubmit();
            }
          }}
        />
        <button type="submit" className="chat-composer__send" disabled={disabled} aria-label={t('chat.send')}>
          <SendHorizontal size={20} aria-hidden="true" />
        </button>
      </div>
    </form>
  );
}
