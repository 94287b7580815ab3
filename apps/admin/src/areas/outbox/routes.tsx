import { Route, Routes } from 'react-router';
import { OutboxList } from './OutboxList';
import './outbox.css';

/** /admin/outbox: mail kept while no SMTP server is configured (administrators only). */
export default function OutboxArea() {
  return (
    <Routes>
      <Route index element={<OutboxList />} />
    </Routes>
  );
}
