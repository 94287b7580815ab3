import { useQuery } from '@tanstack/react-query';
import { uniWebConfig } from '@tread/domain';
import { configQuery } from '../../../api/config-cache';

/** GET /webConfig/getUniWebConfig (cached 5 hours): site name, support contacts, warehouse hours. */
export const webConfigQuery = () => configQuery('/webConfig/getUniWebConfig', uniWebConfig);

export const useUniWebConfig = () => useQuery(webConfigQuery());
