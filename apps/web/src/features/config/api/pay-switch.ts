import { useQuery } from '@tanstack/react-query';
import { paySwitchAnswer } from '@tread/domain';
import { configQuery } from '../../../api/config-cache';

/** GET /sys/config/info/getSysPaySwitch (cached 5 hours): which payment methods are switched on. */
export const paySwitchQuery = () => configQuery('/sys/config/info/getSysPaySwitch', paySwitchAnswer);

export const usePaySwitch = () => useQuery(paySwitchQuery());
