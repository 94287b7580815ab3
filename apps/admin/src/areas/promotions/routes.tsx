import { Route, Routes } from 'react-router';
import { ActivityEditor } from './ActivityEditor';
import { ActivityList } from './ActivityList';
import { CouponEditor } from './CouponEditor';
import { CouponList } from './CouponList';
import { FlashSaleEditor } from './FlashSaleEditor';
import { FlashSaleList } from './FlashSaleList';
import { GroupBuyEditor } from './GroupBuyEditor';
import { GroupBuyGroups } from './GroupBuyGroups';
import { GroupBuyList } from './GroupBuyList';
import './promotions.css';

/**
 * /admin/promotions: coupons and activities, each with its editor, pause, resume and end; flash sales and
 * group buys, each with its editor and close, and a group buy's groups.
 */
export default function PromotionsArea() {
  return (
    <Routes>
      <Route index element={<CouponList />} />
      <Route path="coupons/new" element={<CouponEditor />} />
      <Route path="coupons/:couponId" element={<CouponEditor />} />
      <Route path="activities" element={<ActivityList />} />
      <Route path="activities/new" element={<ActivityEditor />} />
      <Route path="activities/:activityId" element={<ActivityEditor />} />
      <Route path="flash-sales" element={<FlashSaleList />} />
      <Route path="flash-sales/new" element={<FlashSaleEditor />} />
      <Route path="flash-sales/:seckillId" element={<FlashSaleEditor />} />
      <Route path="group-buys" element={<GroupBuyList />} />
      <Route path="group-buys/new" element={<GroupBuyEditor />} />
      <Route path="group-buys/:groupActivityId" element={<GroupBuyGroups />} />
      <Route path="group-buys/:groupActivityId/edit" element={<GroupBuyEditor />} />
    </Routes>
  );
}
