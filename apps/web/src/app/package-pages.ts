import type { RouteName } from '../i18n/en';
import type { PageLoader } from './routes';

// The user and member packages' pages that exist so far, each loaded with its route (SPEC §2 'User', 'Member').

/** Pages of the user package that exist so far. */
export const USER_PACKAGE_PAGES: Partial<Record<RouteName, PageLoader>> = {
  chat: () => import('../pages/chat/ChatPage'),
  'chat-im': () => import('../pages/chat-im/ChatImPage'),
  'delivery-address': () => import('../pages/delivery-address/DeliveryAddressPage'),
  'edit-address': () => import('../pages/edit-address/EditAddressPage'),
  'personal-information': () => import('../pages/personal-information/PersonalInformationPage'),
  'edit-nickname': () => import('../pages/edit-nickname/EditNicknamePage'),
  'edit-email': () => import('../pages/edit-email/EditEmailPage'),
  'binding-phone': () => import('../pages/binding-phone/BindingPhonePage'),
  'my-wallet': () => import('../pages/my-wallet/MyWalletPage'),
  'recharge-balance': () => import('../pages/recharge-balance/RechargeBalancePage'),
  'select-store': () => import('../pages/select-store/SelectStorePage'),
  'logistics-info': () => import('../pages/logistics-info/LogisticsInfoPage'),
  'voucher-code': () => import('../pages/voucher-code/VoucherCodePage'),
  'invoice-detail': () => import('../pages/invoice-detail/InvoiceDetailPage'),
  'write-return-logistics': () => import('../pages/write-return-logistics/WriteReturnLogisticsPage'),
  'message-platform': () => import('../pages/message-platform/MessagePlatformPage'),
  'recent-news': () => import('../pages/recent-news/RecentNewsPage'),
  'news-detail': () => import('../pages/news-detail/NewsDetailPage'),
};

/** SPEC §2 names the member center twice (member-center, member-index): both paths show the one page. */
const loadMemberCenter: PageLoader = () => import('../pages/member-center/MemberCenterPage');

/** Pages of the member package that exist so far. */
export const MEMBER_PACKAGE_PAGES: Partial<Record<RouteName, PageLoader>> = {
  'buy-vip': () => import('../pages/buy-vip/BuyVipPage'),
  'member-center': loadMemberCenter,
  'member-index': loadMemberCenter,
  'integral-index': () => import('../pages/integral-index/IntegralIndexPage'),
  'integral-detail': () => import('../pages/integral-detail/IntegralDetailPage'),
  'integral-goods-list': () => import('../pages/integral-goods-list/IntegralGoodsListPage'),
  'convert-prod-det': () => import('../pages/convert-prod-det/ConvertProdDetPage'),
  'integral-submit-order': () => import('../pages/integral-submit-order/IntegralSubmitOrderPage'),
  'exchange-details': () => import('../pages/exchange-details/ExchangeDetailsPage'),
  'raffle-wheel': () => import('../pages/raffle-wheel/RaffleWheelPage'),
};
