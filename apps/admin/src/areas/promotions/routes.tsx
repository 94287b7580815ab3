import { Route, Routes } from 'react-router';
import { ActivityEditor } from './ActivityEditor';
import { ActivityList } from './ActivityList';
import { CouponEditor } from './CouponEditor';
import { CouponList } from './CouponList';
import './promotions.css';

/** /admin/promotions: coupons and activities, each with its editor, pause, resume and end. */
export default function PromotionsArea() {
  return (
    <Routes>
      <Route index element={<CouponList />} />
      <Route path="coupons/new" element={<CouponEditor />} />
      <Route path="coupons/:couponId" element={<CouponEditor />} />
      <Route path="activities" element={<ActivityList />} />
      <Route path="activities/new" element={<ActivityEditor />} />
      <Route path="activities/:activityId" element={<ActivityEditor />} />
    </Routes>
  );
}
