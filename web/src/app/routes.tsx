import type { RouteObject } from 'react-router';
import { PageSpinner } from '../components/PageSpinner';
import { AppLayout } from '../features/shell/components/AppLayout';

/** Every route of SPEC 2, each page in its own chunk. */
export const routes: RouteObject[] = [
  {
    Component: AppLayout,
    HydrateFallback: PageSpinner,
    children: [
      { index: true, lazy: () => import('../features/home/components/HomePage').then((m) => ({ Component: m.HomePage })) },
      { path: 'inventory', lazy: () => import('../features/inventory/components/InventoryPage').then((m) => ({ Component: m.InventoryPage })) },
      { path: 'doors', lazy: () => import('../features/inventory/components/CategoryPage').then((m) => ({ Component: m.DoorsPage })) },
      { path: 'parts', lazy: () => import('../features/inventory/components/CategoryPage').then((m) => ({ Component: m.PartsPage })) },
      { path: 'business/:id', lazy: () => import('../features/business/components/BusinessPage').then((m) => ({ Component: m.BusinessPage })) },
      { path: 'item/:id', lazy: () => import('../features/inventory/components/ItemDetailPage').then((m) => ({ Component: m.ItemDetailPage })) },
      {
        lazy: () => import('../features/auth/components/ProtectedRoute').then((m) => ({ Component: m.ProtectedRoute })),
        children: [
          { path: 'my-inventory', lazy: () => import('../features/inventory/components/MyInventoryPage').then((m) => ({ Component: m.MyInventoryPage })) },
          { path: 'add-inventory', lazy: () => import('../features/inventory/components/AddInventoryPage').then((m) => ({ Component: m.AddInventoryPage })) },
          { path: 'saved', lazy: () => import('../features/saved/components/SavedPage').then((m) => ({ Component: m.SavedPage })) },
          { path: 'account', lazy: () => import('../features/account/components/AccountPage').then((m) => ({ Component: m.AccountPage })) },
          { path: 'inbox', lazy: () => import('../features/inquiries/components/InboxPage').then((m) => ({ Component: m.InboxPage })) },
          { path: 'inbox/:id', lazy: () => import('../features/inquiries/components/ThreadPage').then((m) => ({ Component: m.ThreadPage })) },
          { path: 'notifications', lazy: () => import('../features/notifications/components/NotificationsPage').then((m) => ({ Component: m.NotificationsPage })) },
        ],
      },
      { path: 'auth', lazy: () => import('../features/auth/components/AuthPage').then((m) => ({ Component: m.AuthPage })) },
      { path: 'forgot-password', lazy: () => import('../features/auth/components/ForgotPasswordPage').then((m) => ({ Component: m.ForgotPasswordPage })) },
      { path: 'reset-password', lazy: () => import('../features/auth/components/ResetPasswordPage').then((m) => ({ Component: m.ResetPasswordPage })) },
      { path: 'unsubscribe', lazy: () => import('../features/inquiries/components/UnsubscribePage').then((m) => ({ Component: m.UnsubscribePage })) },
      { path: '*', lazy: () => import('../features/shell/components/NotFoundPage').then((m) => ({ Component: m.NotFoundPage })) },
    ],
  },
];
