import { Route, Routes } from 'react-router';
import { StationEditor } from './StationEditor';
import { StationList } from './StationList';
import './installers.css';

/** /admin/installers: installers and pick-up points, and one station's editor. */
export default function InstallersArea() {
  return (
    <Routes>
      <Route index element={<StationList />} />
      <Route path=":stationId" element={<StationEditor />} />
    </Routes>
  );
}
