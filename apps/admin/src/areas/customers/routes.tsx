import { Route, Routes } from 'react-router';
import { CustomerDetail } from './CustomerDetail';
import { CustomerList } from './CustomerList';
import './customers.css';

/** /admin/customers: search, and one customer's detail with balance and points adjustments. */
export default function CustomersArea() {
  return (
    <Routes>
      <Route index element={<CustomerList />} />
      <Route path=":userId" element={<CustomerDetail />} />
    </Routes>
  );
}
