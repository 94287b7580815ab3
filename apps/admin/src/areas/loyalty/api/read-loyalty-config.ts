import { useQuery } from '@tanstack/react-query';
import {
  type ConfigValueAnswer,
  DEFAULT_MEMBERSHIP,
  DEFAULT_POINTS_RULES,
  DEFAULT_RAFFLE,
  DEFAULT_TOP_UP_OPTIONS,
  type EditableConfigValue,
  editableConfigValues,
} from '@tread/domain';
import { ConsoleError, call } from '../../../api/client';

/** The configuration this area edits: points, the lucky wheel, top-ups and membership (issue 17). */
export type LoyaltyKey = 'pointsRules' | 'raffle' | 'topUpOptions' | 'membership';
export type LoyaltyValue<K extends LoyaltyKey> = EditableConfigValue<K>;

/** What the shop works with until staff first save a value. */
const SHOP_DEFAULTS: { [K in LoyaltyKey]: LoyaltyValue<K> } = {
  pointsRules: DEFAULT_POINTS_RULES,
  raffle: DEFAULT_RAFFLE,
  topUpOptions: DEFAULT_TOP_UP_OPTIONS,
  membership: DEFAULT_MEMBERSHIP,
};

export const loyaltyConfigKey = (key: LoyaltyKey) => ['config', key];

/**
 * GET /api/admin/config/{key} — the value as stored, read with the key's own schema. A shop that has never
 * stored one may answer 'unknown key': the form then starts from the shop's defaults.
 */
export const useLoyaltyConfig = <K extends LoyaltyKey>(key: K) =>
  useQuery({
    queryKey: loyaltyConfigKey(key),
    queryFn: async ({ signal }): Promise<LoyaltyValue<K>> => {
      try {
        const { value } = await call<ConfigValueAnswer>(`/admin/config/${key}`, { signal });
        return editableConfigValues[key].parse(value) as LoyaltyValue<K>;
      } catch (error) {
        if (error instanceof ConsoleError && error.code === 'UNKNOWN_CONFIG_KEY') return SHOP_DEFAULTS[key];
        throw error;
      }
    },
  });
