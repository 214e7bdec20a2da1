import type { ComponentType } from 'react';
import { FilterPanel } from '../features/filters/components/FilterPanel';
import { UnreadThreadsChip } from '../features/inquiries';
import { LiveUpdates } from '../features/live-updates';
import { NotificationBell } from '../features/notifications';
import { HeaderSearch } from '../features/search';
import { AccountControls } from '../features/shell/components/AccountControls';
import { Footer } from '../features/shell/components/Footer';
import { SidebarLogout } from '../features/shell/components/SidebarLogout';

/** The deferred components of the layout and the lists' filter panel, imported as the server renders them, by their serverPart() names. */
export const SERVER_PARTS: Record<string, ComponentType<never>> = {
  HeaderSearch,
  NotificationBell,
  AccountControls,
  UnreadThreadsChip,
  SidebarLogout,
  LiveUpdates,
  Footer,
  FilterPanel,
};
