import { ReviewVisibility } from '@tread/domain';
import { Route, Routes } from 'react-router';
import { ReviewList } from './ReviewList';
import './reviews.css';

/** /admin/reviews: reviews shoppers read; /hidden: those staff took off product pages. Each tab keeps its own page. */
export default function ReviewsArea() {
  return (
    <Routes>
      <Route index element={<ReviewList key="visible" visibility={ReviewVisibility.Visible} />} />
      <Route path="hidden" element={<ReviewList key="hidden" visibility={ReviewVisibility.Hidden} />} />
    </Routes>
  );
}
