import { Navigate, Route, Routes } from 'react-router';
import { CommerceMenu } from './features/commerce-menu';
import { CategoriesRoute } from './routes/categories';
import { CategoryCreateRoute } from './routes/category-create';
import { CheckoutCreateRoute } from './routes/checkout-create';
import { CheckoutEditRoute } from './routes/checkout-edit';
import { CheckoutsRoute } from './routes/checkouts';
import { CollectionCreateRoute } from './routes/collection-create';
import { CollectionEditRoute } from './routes/collection-edit';
import { CollectionsRoute } from './routes/collections';
import { DashboardRoute } from './routes/dashboard';
import { CommerceNotFoundRoute } from './routes/not-found';
import { NotificationsRoute } from './routes/notifications';
import { OrderEditRoute } from './routes/order-edit';
import { OrdersRoute } from './routes/orders';
import { ProductCreateRoute } from './routes/product-create';
import { ProductEditRoute } from './routes/product-edit';
import { ProductsRoute } from './routes/products';
import { SettingsRoute } from './routes/settings';

/** The back office's screens, relative to where it is mounted (one folder per route in `routes/`). */
export function CommerceRoutes() {
  return (
    <>
      <CommerceMenu />
      <Routes>
        {/* /u/account/commerce opens Products (seed 001 §2: "/u/account/commerce (products)"). */}
        <Route index element={<Navigate to="products" replace />} />
        <Route path="dashboard" element={<DashboardRoute />} />
        <Route path="notifications" element={<NotificationsRoute />} />
        <Route path="settings" element={<SettingsRoute />} />
        <Route path="orders" element={<OrdersRoute />} />
        <Route path="orders/:id" element={<OrderEditRoute />} />
        <Route path="products" element={<ProductsRoute />} />
        <Route path="products/create" element={<ProductCreateRoute />} />
        <Route path="products/:id/edit" element={<ProductEditRoute />} />
        <Route path="categories" element={<CategoriesRoute />} />
        <Route path="categories/create" element={<CategoryCreateRoute />} />
        <Route path="collections" element={<CollectionsRoute />} />
        <Route path="collections/create" element={<CollectionCreateRoute />} />
        <Route path="collections/:id/edit" element={<CollectionEditRoute />} />
        <Route path="checkouts" element={<CheckoutsRoute />} />
        <Route path="checkouts/create" element={<CheckoutCreateRoute />} />
        <Route path="checkouts/:id/edit" element={<CheckoutEditRoute />} />
        <Route path="*" element={<CommerceNotFoundRoute />} />
      </Routes>
    </>
  );
}
