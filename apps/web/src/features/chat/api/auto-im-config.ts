import { useQuery } from '@tanstack/react-query';
import { type AutoImConfig, autoImConfig, sysSwitchAnswer } from '@tread/domain';
import { configQuery } from '../../../api/config-cache';

/** GET /sys/config/info/getSysSwitch/autoIM (cached 5 hours): where and when the chat opens by itself. */
export const autoImConfigQuery = () =>
  configQuery('/sys/config/info/getSysSwitch/autoIM', sysSwitchAnswer.extend({ value: autoImConfig }));

export const useAutoImConfig = () =>
  useQuery({ ...autoImConfigQuery(), select: (answer): AutoImConfig => answer.value });
