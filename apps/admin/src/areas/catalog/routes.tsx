import { Route, Routes } from 'react-router';
import { BrandsCategories } from './BrandsCategories';
import { PriceListUpload } from './PriceListUpload';
import { ProductEditor } from './ProductEditor';
import { ProductList } from './ProductList';
import './catalog.css';

/** /admin/catalog: products and SKUs, brands and categories, and the price and stock CSV. */
export default function CatalogArea() {
  return (
    <Routes>
      <Route index element={<ProductList />} />
      <Route path="price-list" element={<PriceListUpload />} />
      <Route path="brands" element={<BrandsCategories />} />
      <Route path=":productId" element={<ProductEditor />} />
    </Routes>
  );
}
