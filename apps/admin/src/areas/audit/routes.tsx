import { Route, Routes } from 'react-router';
import { AuditTrail } from './AuditTrail';

/** /admin/audit: the trail of staff writes, filtered by who, what, which thing and day. */
export default function AuditArea() {
  return (
    <Routes>
      <Route index element={<AuditTrail />} />
    </Routes>
  );
}
