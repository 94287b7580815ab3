import { Route, Routes } from 'react-router';
import { Dashboard } from './Dashboard';
import './dashboard.css';

/** /admin/dashboard: the shop at a glance, for every staff role. */
export default function DashboardArea() {
  return (
    <Routes>
      <Route index element={<Dashboard />} />
    </Routes>
  );
}
