import { useMe } from '../../api/use-me';
import { Refusal } from '../../ui/Refusal';
import { useChatAgents } from './api/list-agents';
import { useSetPresence } from './api/set-presence';

/** Online takes new conversations and counts for 'customer service is online'; Away does neither. */
export function PresenceSwitch() {
  const me = useMe(true);
  const agents = useChatAgents();
  const presence = useSetPresence();
  // What the agent last chose here wins over the agents list, which a presence frame may refetch stale meanwhile.
  const chosen = presence.isPending || presence.isSuccess ? presence.variables?.online : undefined;
  const online =
    chosen ?? agents.data?.list.find((agent) => agent.userId === me.data?.userId)?.online ?? false;
  return (
    <div className="chat-presence">
      <fieldset className="chat-presence__switch" aria-label="My status">
        {[true, false].map((value) => (
          <button
            key={String(value)}
            type="button"
            className={`chat-presence__option${online === value ? ' is-on' : ''}${value ? ' is-online' : ''}`}
            aria-pressed={online === value}
            disabled={presence.isPending || !agents.data}
            onClick={() => presence.mutate({ online: value })}
          >
            {value ? 'Online' : 'Away'}
          </button>
        ))}
      </fieldset>
      <Refusal error={presence.error ?? agents.error} />
    </div>
  );
}
