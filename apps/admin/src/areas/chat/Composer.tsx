import { zodResolver } from '@hookform/resolvers/zod';
import { type AgentConversation, type ChatContent, chatContent } from '@tread/domain';
import ImagePlus from 'lucide-react/icons/image-plus';
import SendIcon from 'lucide-react/icons/send';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Refusal } from '../../ui/Refusal';
import { useUploadChatImage } from './api/upload-chat-image';
import { QUICK_REPLIES } from './chat-text';
import { useLive } from './live';

// The text rules of a chat message (not blank, at most 2,000 characters), from the domain's content schema.
const composerForm = z.object({ text: chatContent.options[0].shape.text });
type ComposerForm = z.infer<typeof composerForm>;

/** The shopper is told the agent is typing at most this often. */
const TYPING_EVERY_MS = 3_000;

/** Writing to the shopper: text (Enter sends, Shift+Enter breaks the line), quick replies, images, cards. */
export function Composer({ conversation }: { conversation: AgentConversation }) {
  const live = useLive();
  const upload = useUploadChatImage();
  const lastTyping = useRef(0);
  const { register, handleSubmit, reset, setValue, getValues, setFocus, formState } = useForm<ComposerForm>({
    resolver: zodResolver(composerForm),
    defaultValues: { text: '' },
  });
  const sendContent = (content: ChatContent) => live.sendContent(conversation.id, content);
  const submit = handleSubmit(({ text }) => {
    sendContent({ kind: 'text', text });
    reset({ text: '' });
  });
  const { origin } = conversation;
  const text = register('text', {
    onChange: () => {
      if (Date.now() - lastTyping.current < TYPING_EVERY_MS) return;
      lastTyping.current = Date.now();
      live.sendFrame({ type: 'typing', conversationId: conversation.id });
    },
  });

  return (
    <form className="chat-composer" aria-label="Reply" noValidate onSubmit={submit}>
      <fieldset className="chat-composer__quick" aria-label="Quick replies">
        {QUICK_REPLIES.map((reply) => (
          <button
            key={reply.label}
            type="button"
            className="chat-chip"
            title={reply.text}
            onClick={() => {
              const current = getValues('text').trim();
              setValue('text', current ? `${current} ${reply.text}` : reply.text, { shouldValidate: false });
              setFocus('text');
            }}
          >
            {reply.label}
          </button>
        ))}
        {origin.kind === 'product' && (
          <button
            type="button"
            className="chat-chip chat-chip--card"
            onClick={() => sendContent({ kind: 'product', prodId: origin.prodId, skuId: origin.skuId })}
          >
            Send product card
          </button>
        )}
        {origin.kind === 'order' && (
          <button
            type="button"
            className="chat-chip chat-chip--card"
            onClick={() => sendContent({ kind: 'order', orderNumber: origin.orderNumber })}
          >
            Send order card
          </button>
        )}
      </fieldset>
      <div className="chat-composer__row">
        <label className="chat-composer__text">
          <span className="visually-hidden">Message</span>
          <textarea
            {...text}
            rows={2}
            placeholder="Write a reply… (Enter sends, Shift+Enter for a new line)"
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
                event.preventDefault();
                void submit();
              }
            }}
          />
        </label>
        <label className="button button--quiet chat-composer__attach" aria-disabled={upload.isPending}>
          <ImagePlus size={16} aria-hidden />
          <span className="visually-hidden">Attach an image</span>
          <input
            type="file"
            accept="image/*"
            className="visually-hidden"
            disabled={upload.isPending}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) upload.mutate(file, { onSuccess: ({ url }) => sendContent({ kind: 'image', url }) });
            }}
          />
        </label>
        <button type="submit" className="button">
          <SendIcon size={16} aria-hidden /> Send
        </button>
      </div>
      {formState.errors.text?.message && (
        <p className="field__error" role="alert">
          {formState.errors.text.message}
        </p>
      )}
      {upload.isPending && <p className="muted">Uploading the image…</p>}
      <Refusal error={upload.error} />
    </form>
  );
}
