import { useQuery } from '@tanstack/react-query';
import { type HomePageConfig, homePageConfig, sysSwitchAnswer } from '@tread/domain';
import { configQuery } from '../../../api/config-cache';

/** GET /sys/config/info/getSysSwitch/homePage (cached 5 hours): banners, sales points and switches. */
export const homePageConfigQuery = () =>
  configQuery('/sys/config/info/getSysSwitch/homePage', sysSwitchAnswer.extend({ value: homePageConfig }));

export const useHomePageConfig = () =>
  useQuery({ ...homePageConfigQuery(), select: (answer): HomePageConfig => answer.value });
