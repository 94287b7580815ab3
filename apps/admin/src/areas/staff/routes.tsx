import { Route, Routes } from 'react-router';
import { StaffList } from './StaffList';
import './staff.css';

/** /admin/staff: staff accounts (administrators only). */
export default function StaffArea() {
  return (
    <Routes>
      <Route index element={<StaffList />} />
    </Routes>
  );
}
