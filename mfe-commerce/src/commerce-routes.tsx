import { lazy, Suspense, type ComponentType } from 'react';
import { Skeleton } from 'antd';
import { Navigate, Route, Routes } from 'react-router';
import { CommerceMenu } from './features/commerce-menu';

// Each screen is its own chunk, loaded when its URL is first visited: the orders page does not
// carry the product form, nor the checkout editor the dashboard's charts.
function screen<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
const CategoriesRoute = screen(() => import('./routes/categories'), 'CategoriesRoute');
const CategoryCreateRoute = screen(() => import('./routes/category-create'), 'CategoryCreateRoute');
const CheckoutCreateRoute = screen(() => import('./routes/checkout-create'), 'CheckoutCreateRoute');
const CheckoutEditRoute = screen(() => import('./routes/checkout-edit'), 'CheckoutEditRoute');
const CheckoutsRoute = screen(() => import('./routes/checkouts'), 'CheckoutsRoute');
const CollectionCreateRoute = screen(() => import('./routes/collection-create'), 'CollectionCreateRoute');
const CollectionEditRoute = screen(() => import('./routes/collection-edit'), 'CollectionEditRoute');
const CollectionsRoute = screen(() => import('./routes/collections'), 'CollectionsRoute');
const DashboardRoute = screen(() => import('./routes/dashboard'), 'DashboardRoute');
const CommerceNotFoundRoute = screen(() => import('./routes/not-found'), 'CommerceNotFoundRoute');
const NotificationsRoute = screen(() => import('./routes/notifications'), 'NotificationsRoute');
const OrderEditRoute = screen(() => import('./routes/order-edit'), 'OrderEditRoute');
const OrdersRoute = screen(() => import('./routes/orders'), 'OrdersRoute');
const ProductCreateRoute = screen(() => import('./routes/product-create'), 'ProductCreateRoute');
const ProductEditRoute = screen(() => import('./routes/product-edit'), 'ProductEditRoute');
const ProductsRoute = screen(() => import('./routes/products'), 'ProductsRoute');
const SettingsRoute = screen(() => import('./routes/settings'), 'SettingsRoute');

/** The back office's screens, relative to where it is mounted (one folder per route in `routes/`). */
export function CommerceRoutes() {
  return (
    <>
      <CommerceMenu />
      <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>
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
      </Suspense>
    </>
  );
}
