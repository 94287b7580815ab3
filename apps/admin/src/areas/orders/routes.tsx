import { Route, Routes } from 'react-router';
import { OrderDetail } from './OrderDetail';
import { OrderList } from './OrderList';
import './orders.css';

/** /admin/orders: the filtered list and its export; /admin/orders/:orderNumber: one order and its moves. */
export default function OrdersArea() {
  return (
    <Routes>
      <Route index element={<OrderList />} />
      <Route path=":orderNumber" element={<OrderDetail />} />
    </Routes>
  );
}
