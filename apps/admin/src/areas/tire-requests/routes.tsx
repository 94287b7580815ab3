import TireRequestList from './TireRequestList';
import './tire-requests.css';

/** /admin/tire-requests: one page, the list with its answer dialog. */
export default function TireRequestsArea() {
  return <TireRequestList />;
}
