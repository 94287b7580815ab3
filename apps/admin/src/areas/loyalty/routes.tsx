import { Route, Routes } from 'react-router';
import { MembershipPage } from './MembershipPage';
import { PointsMallPage } from './PointsMallPage';
import { PointsRulesPage } from './PointsRulesPage';
import { RafflePage } from './RafflePage';
import { TopUpOptionsPage } from './TopUpOptionsPage';
import './loyalty.css';
import './points-mall.css';

/** /admin/loyalty: points rules, the lucky wheel, top-up options, membership and the points mall (issue 17). */
export default function LoyaltyArea() {
  return (
    <Routes>
      <Route index element={<PointsRulesPage />} />
      <Route path="wheel" element={<RafflePage />} />
      <Route path="top-ups" element={<TopUpOptionsPage />} />
      <Route path="membership" element={<MembershipPage />} />
      <Route path="mall" element={<PointsMallPage />} />
    </Routes>
  );
}
