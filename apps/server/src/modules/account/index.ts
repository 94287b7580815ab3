import type { LastUserTire } from '@tread/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../platform/deps';
import { createMailer, listOutbox } from '../../platform/mail';
import type { ShopModule } from '../../platform/module';
import { diskStorage } from '../../platform/storage';
import { verificationCodeService } from './codes';
import { customerRoutes } from './customer-routes';
import { type CustomerFacts, customerDirectory } from './customers';
import { type ProfileService, profileService } from './profile';
import { profileRoutes } from './profile-routes';
import { accountRoutes } from './routes';
import { type AccountService, accountService } from './service';
import { type SessionService, sessionService } from './sessions';
import { staffAccounts } from './staff-accounts';
import { staffRoutes } from './staff-routes';

export { ensureAdministrator } from './bootstrap';
export { buyerMayPurchase, userIdByEmail } from './buyer';
export type { CustomerFacts } from './customers';
export { isUuid, users } from './tables';

export type AccountModule = { account: AccountService; sessions: SessionService; profile: ProfileService };

/** Sign-up, sign-in, sessions, the profile (issue 3), and the console's customers and staff accounts (issue 13). */
export function createAccountModule(
  deps: Deps,
  ports: {
    log: FastifyBaseLogger;
    lastUserTire: (userId: string) => Promise<LastUserTire | null>;
    customerFacts: CustomerFacts;
  },
): ShopModule<AccountModule> {
  const sessions = sessionService(deps);
  const mailer = createMailer(deps, ports.log);
  const account = accountService(deps, { sessions, codes: verificationCodeService(deps, mailer) });
  const profile = profileService(deps, diskStorage(deps.config.uploadsDir), ports.lastUserTire);
  const staff = staffAccounts(deps, { sessions, mailer });
  const customers = customerDirectory(deps, ports.customerFacts);
  return {
    service: { account, sessions, profile },
    routes: async (api) => {
      await api.register(accountRoutes, { account, sessions, clock: deps.clock });
      await api.register(profileRoutes, { profile });
      await api.register(staffRoutes, { staff, readOutbox: (q) => listOutbox(deps.db, q) });
      await api.register(customerRoutes, { customers });
    },
    jobs: [],
  };
}
