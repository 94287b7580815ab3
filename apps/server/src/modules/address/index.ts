import type { Deps } from '../../platform/deps';
import type { ShopModule } from '../../platform/module';
import type { AreaService } from '../area';
import { addressRoutes } from './routes';
import { type AddressService, addressService } from './service';

export { addresses } from './tables';
export type { AddressService };

/** The shopper's address book (SPEC §5 'Address'). */
export function createAddressModule(deps: Deps, ports: { area: AreaService }): ShopModule<AddressService> {
  const service = addressService(deps, ports.area);
  return {
    service,
    routes: async (api) => {
      await api.register(addressRoutes, { addresses: service });
    },
    jobs: [],
  };
}
