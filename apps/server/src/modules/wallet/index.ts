import type { Deps } from '../../platform/deps';
import type { ShopModule } from '../../platform/module';
import type { PayableKind } from '../../platform/payables';
import { walletRoutes } from './routes';
import { type WalletService, walletService } from './service';
import { topUpRoutes } from './top-up-routes';
import { type TopUpPorts, topUpPayments, topUpService } from './top-ups';

export { walletAccounts, walletEntries } from './tables';
export type { TopUpPorts } from './top-ups';
export type { WalletService };

/** The shopper's balance and its ledger (SPEC §3 'Balance record'), and top-ups with their bonus (issue 17). */
export function createWalletModule(
  deps: Deps,
  ports: TopUpPorts,
): ShopModule<WalletService & { topUps: PayableKind }> {
  const service = walletService(deps);
  return {
    service: { ...service, topUps: topUpPayments(deps, service, ports) },
    routes: async (api) => {
      await api.register(walletRoutes, { wallet: service });
      await api.register(topUpRoutes, { topUps: topUpService(deps, service, ports) });
    },
    jobs: [],
  };
}
