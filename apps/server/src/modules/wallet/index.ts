import type { Deps } from '../../platform/deps';
import type { ShopModule } from '../../platform/module';
import { walletRoutes } from './routes';
import { type WalletService, walletService } from './service';

export { walletAccounts, walletEntries } from './tables';
export type { WalletService };

/** The shopper's balance and its ledger (SPEC §3 'Balance record'). */
export function createWalletModule(deps: Deps): ShopModule<WalletService> {
  const service = walletService(deps);
  return {
    service,
    routes: async (api) => {
      await api.register(walletRoutes, { wallet: service });
    },
    jobs: [],
  };
}
