import type { LastUserTire } from '@tread/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../platform/deps';
import { createMailer, listOutbox } from '../../platform/mail';
import type { ShopModule } from '../../platform/module';
import { diskStorage } from '../../platform/storage';
import { verificationCodeService } from './codes';
import { type ProfileService, profileService } from './profile';
import { profileRoutes } from './profile-routes';
import { accountRoutes } from './routes';
import { type AccountService, accountService } from './service';
import { type SessionService, sessionService } from './sessions';
import { staffRoutes } from './staff-routes';

export { ensureAdministrator } from './bootstrap';
export { buyerMayPurchase, userIdByEmail } from './buyer';
export { users } from './tables';

export type AccountModule = { account: AccountService; sessions: SessionService; profile: ProfileService };

/** Sign-up, sign-in, sessions, the profile and staff accounts (issue 3). */
export function createAccountModule(
  deps: Deps,
  ports: { log: FastifyBaseLogger; lastUserTire: (userId: string) => Promise<LastUserTire | null> },
): ShopModule<AccountModule> {
  const sessions = sessionService(deps);
  const account = accountService(deps, {
    sessions,
    codes: verificationCodeService(deps, createMailer(deps, ports.log)),
  });
  const profile = profileService(deps, diskStorage(deps.config.uploadsDir), ports.lastUserTire);
  return {
    service: { account, sessions, profile },
    routes: async (api) => {
      await api.register(accountRoutes, { account, sessions, clock: deps.clock });
      await api.register(profileRoutes, { profile });
      await api.register(staffRoutes, { account, readOutbox: (q) => listOutbox(deps.db, q) });
    },
    jobs: [],
  };
}
