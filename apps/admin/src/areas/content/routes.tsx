import { Route, Routes } from 'react-router';
import { AnnouncementsPage } from './AnnouncementsPage';
import { AutoChatForm } from './AutoChatForm';
import { HomePageForm } from './HomePageForm';
import { PaymentSwitches } from './PaymentSwitches';
import { PolicyPage } from './PolicyPage';
import { PolicyPages } from './PolicyPages';
import './content.css';

/** /admin/content: policy pages and their switches, the home page, payment methods, announcements and where the chat opens by itself. */
export default function ContentArea() {
  return (
    <Routes>
      <Route index element={<PolicyPages />} />
      <Route path="policy/:key" element={<PolicyPage />} />
      <Route path="home" element={<HomePageForm />} />
      <Route path="payments" element={<PaymentSwitches />} />
      <Route path="announcements" element={<AnnouncementsPage />} />
      <Route path="chat" element={<AutoChatForm />} />
    </Routes>
  );
}
