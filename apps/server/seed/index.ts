import type { Database } from '../src/db/client';
import { seedConfigDefaults } from '../src/modules/config/seed-defaults';
import { seedCatalog } from './catalog-db';
import { homePageSeed, uniWebConfigSeed } from './content/home';
import { policyPages } from './content/policies';
import { seedPromotions } from './promotions';
import { seedSpecials } from './specials';

/**
 * Writes the store's defaults; safe to run on every start because existing rows are kept. The catalog is
 * seeded once, into an empty database, at `catalogScale` (1 is the real catalog; larger ones are for benchmarks).
 * Opening coupons, activities, flash sales and group buys are seeded when `promotionsFrom` is given (the shop's start; API tests make
 * their own, so their prices stay the catalog's).
 */
export async function seedDatabase(
  db: Database,
  { catalogScale = 1, promotionsFrom }: { catalogScale?: number; promotionsFrom?: Date } = {},
): Promise<void> {
  await seedConfigDefaults(db, {
    homePage: homePageSeed,
    uniWebConfig: uniWebConfigSeed,
    paySwitch: {
      scorePaySwitch: false,
      balancePaySwitch: true,
      paypalPaySwitch: true,
      stripeCardPaySwitch: true,
      stripeGooglePaySwitch: true,
      stripeApplePaySwitch: true,
      authorizeCardPaySwitch: false,
      authorizeApplePaySwitch: false,
      authorizeGooglePaySwitch: false,
      affirmPaySwitch: true,
      klarnaPaySwitch: true,
      cashAppPaySwitch: true,
    },
    switches: {
      oauthConfig: { google: false, facebook: false, apple: false },
      mobileLogin: false,
      themeInfo: { primaryColor: '#111111', accentColor: '#D7262B', darkMode: false },
    },
    policyPages,
  });
  await seedCatalog(db, catalogScale);
  if (promotionsFrom) {
    await seedPromotions(db, promotionsFrom);
    await seedSpecials(db, promotionsFrom);
  }
}
