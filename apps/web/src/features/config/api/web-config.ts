import { useQuery } from '@tanstack/react-query';
import { uniWebConfigAnswer } from '@tread/domain';
import { configQuery } from '../../../api/config-cache';

/** GET /webConfig/getUniWebConfig (cached 5 hours): site name, support contacts, warehouse hours, map tiles. */
export const webConfigQuery = () => configQuery('/webConfig/getUniWebConfig', uniWebConfigAnswer);

export const useUniWebConfig = () => useQuery(webConfigQuery());
