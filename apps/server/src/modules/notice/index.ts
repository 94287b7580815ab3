import type { Deps } from '../../platform/deps';
import type { ShopModule } from '../../platform/module';
import { staffAnnouncements } from './announcements';
import { warnExpiringCoupons } from './coupon-expiry';
import { myNotices } from './my-notices';
import { type Notify, notifier } from './notify';
import { adminAnnouncementRoutes, noticeRoutes } from './routes';

export type NoticeService = {
  /** Tells one shopper of an event in the caller's transaction, once per event key. */
  notify: Notify;
};

/**
 * The message center's notices (issue 18; SPEC §2 message-platform, recent-news, news-detail; §8): what other
 * modules tell a shopper (order shipped, refund updates), coupons about to expire, and the announcements
 * operations write for everyone, each read or unread per shopper.
 */
export function createNoticeModule(deps: Deps): ShopModule<NoticeService> {
  return {
    service: { notify: notifier(deps.clock) },
    routes: async (api) => {
      await api.register(noticeRoutes, { mine: myNotices(deps) });
      await api.register(adminAnnouncementRoutes, { announcements: staffAnnouncements(deps) });
    },
    jobs: [warnExpiringCoupons(deps)],
  };
}
