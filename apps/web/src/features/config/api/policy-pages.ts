import { useQuery } from '@tanstack/react-query';
import { type PolicyPageSummary, policyPageSummary, sysSwitchAnswer } from '@tread/domain';
import { configQuery } from '../../../api/config-cache';

/** GET /sys/config/info/getSysSwitch/policyPages (cached 5 hours): which policy pages are switched on. */
export const policyPagesQuery = () =>
  configQuery(
    '/sys/config/info/getSysSwitch/policyPages',
    sysSwitchAnswer.extend({ value: policyPageSummary.array() }),
  );

/** Only the policy pages switched on may be offered anywhere. */
export const useEnabledPolicyPages = () =>
  useQuery({
    ...policyPagesQuery(),
    select: (answer): PolicyPageSummary[] => answer.value.filter((page) => page.enabled),
  });
