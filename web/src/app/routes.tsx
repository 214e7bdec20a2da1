import type { RouteObject } from 'react-router';
import { PageSpinner } from '../components/PageSpinner';
import { AppLayout } from './AppLayout';
import { NOT_FOUND_PATH, PUBLIC_PATHS, SHELL_PATHS } from './route-paths';

/** Every route of SPEC 2, each page in its own chunk; the paths are route-paths.ts's, as the server's table. */
export const routes: RouteObject[] = [
  {
    Component: AppLayout,
    HydrateFallback: PageSpinner,
    children: [
      { index: true, lazy: () => import('./pages/HomePage').then((m) => ({ Component: m.HomePage })) },
      { path: SHELL_PATHS.inventory, lazy: () => import('./pages/InventoryPage').then((m) => ({ Component: m.InventoryPage })) },
      { path: PUBLIC_PATHS.doors, lazy: () => import('./pages/CategoryPage').then((m) => ({ Component: m.DoorsPage })) },
      { path: PUBLIC_PATHS.parts, lazy: () => import('./pages/CategoryPage').then((m) => ({ Component: m.PartsPage })) },
      { path: PUBLIC_PATHS.business, lazy: () => import('./pages/BusinessPage').then((m) => ({ Component: m.BusinessPage })) },
      { path: PUBLIC_PATHS.item, lazy: () => import('./pages/ItemDetailPage').then((m) => ({ Component: m.ItemDetailPage })) },
      {
        lazy: () => import('../features/auth/components/ProtectedRoute').then((m) => ({ Component: m.ProtectedRoute })),
        children: [
          { path: SHELL_PATHS.myInventory, lazy: () => import('./pages/MyInventoryPage').then((m) => ({ Component: m.MyInventoryPage })) },
          { path: SHELL_PATHS.addInventory, lazy: () => import('../features/inventory/components/AddInventoryPage').then((m) => ({ Component: m.AddInventoryPage })) },
          { path: SHELL_PATHS.saved, lazy: () => import('../features/saved/components/SavedPage').then((m) => ({ Component: m.SavedPage })) },
          { path: SHELL_PATHS.account, lazy: () => import('../features/account/components/AccountPage').then((m) => ({ Component: m.AccountPage })) },
          { path: SHELL_PATHS.inbox, lazy: () => import('../features/inquiries/components/InboxPage').then((m) => ({ Component: m.InboxPage })) },
          { path: SHELL_PATHS.thread, lazy: () => import('./pages/ThreadPage').then((m) => ({ Component: m.ThreadPage })) },
          { path: SHELL_PATHS.deals, lazy: () => import('../features/deals/components/DealsPage').then((m) => ({ Component: m.DealsPage })) },
          { path: SHELL_PATHS.impact, lazy: () => import('../features/impact/components/MyImpactPage').then((m) => ({ Component: m.MyImpactPage })) },
          { path: SHELL_PATHS.notifications, lazy: () => import('../features/notifications/components/NotificationsPage').then((m) => ({ Component: m.NotificationsPage })) },
        ],
      },
      { path: SHELL_PATHS.auth, lazy: () => import('../features/auth/components/AuthPage').then((m) => ({ Component: m.AuthPage })) },
      { path: SHELL_PATHS.forgotPassword, lazy: () => import('../features/auth/components/ForgotPasswordPage').then((m) => ({ Component: m.ForgotPasswordPage })) },
      { path: SHELL_PATHS.resetPassword, lazy: () => import('../features/auth/components/ResetPasswordPage').then((m) => ({ Component: m.ResetPasswordPage })) },
      { path: SHELL_PATHS.unsubscribe, lazy: () => import('../features/inquiries/components/UnsubscribePage').then((m) => ({ Component: m.UnsubscribePage })) },
      { path: NOT_FOUND_PATH, lazy: () => import('../features/shell/components/NotFoundPage').then((m) => ({ Component: m.NotFoundPage })) },
    ],
  },
];
