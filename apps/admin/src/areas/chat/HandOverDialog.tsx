import { zodResolver } from '@hookform/resolvers/zod';
import { chatHandoverRequest } from '@tread/domain';
import { useForm } from 'react-hook-form';
import { useMe } from '../../api/use-me';
import { Dialog } from '../../ui/Dialog';
import { Field } from '../../ui/Field';
import { Refusal } from '../../ui/Refusal';
import type { HandoverRequest } from './api/hand-over-conversation';
import { useHandOverConversation } from './api/hand-over-conversation';
import { useChatAgents } from './api/list-agents';

/** Passes the conversation to another agent; only those online now can be chosen. */
export function HandOverDialog({
  conversationId,
  onDone,
  onClose,
}: {
  conversationId: number;
  onDone: () => void;
  onClose: () => void;
}) {
  const me = useMe(true);
  const agents = useChatAgents();
  const handOver = useHandOverConversation(conversationId);
  const { register, handleSubmit, formState } = useForm<HandoverRequest>({
    resolver: zodResolver(chatHandoverRequest),
    defaultValues: { agentId: '' },
  });
  const others = (agents.data?.list ?? []).filter(
    (agent) => agent.online && agent.userId !== me.data?.userId,
  );
  return (
    <Dialog title="Hand over the conversation" onClose={onClose}>
      <form
        className="chat-handover"
        aria-label="Hand over"
        noValidate
        onSubmit={handleSubmit((request) => handOver.mutate(request, { onSuccess: onDone }))}
      >
        {agents.isPending ? (
          <p className="muted">Loading agents…</p>
        ) : others.length === 0 ? (
          <p className="chat-empty">No other agent is online right now.</p>
        ) : (
          <Field label="Agent" hint="Agents online now" error={formState.errors.agentId}>
            <select {...register('agentId')} data-autofocus>
              <option value="">Choose an agent…</option>
              {others.map((agent) => (
                <option key={agent.userId} value={agent.userId}>
                  {agent.name}
                </option>
              ))}
            </select>
          </Field>
        )}
        <Refusal error={handOver.error ?? agents.error} />
        <div className="form-actions">
          <button type="submit" className="button" disabled={others.length === 0 || handOver.isPending}>
            {handOver.isPending ? 'Handing over…' : 'Hand over'}
          </button>
          <button type="button" className="button button--quiet" onClick={onClose}>
            Not now
          </button>
        </div>
      </form>
    </Dialog>
  );
}
