import { Route, Routes } from 'react-router';
import { RefundDetail } from './RefundDetail';
import { RefundList } from './RefundList';
import { REFUND_TABS } from './refund-tabs';
import './refunds.css';

/**
 * /admin/refunds: the requests to answer; /awaiting-return, /return-shipped, /refunding, /done, /declined,
 * /closed and /all: the later stages; /admin/refunds/:refundNumber: one request and its moves. Each tab is a
 * list of its own (keyed), so its page stays with it.
 */
export default function RefundsArea() {
  return (
    <Routes>
      {REFUND_TABS.map((tab) =>
        tab.path ? (
          <Route key={tab.path} path={tab.path} element={<RefundList key={tab.path} tab={tab} />} />
        ) : (
          <Route key="to-handle" index element={<RefundList key="to-handle" tab={tab} />} />
        ),
      )}
      <Route path=":refundNumber" element={<RefundDetail />} />
    </Routes>
  );
}
