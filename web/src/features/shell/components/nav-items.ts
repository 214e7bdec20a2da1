import type { IconName } from '../../../components/icon-paths';

export const NAV_ITEMS: { label: string; to: string; icon: IconName }[] = [
  { label: 'Dashboard', to: '/', icon: 'Dashboard' },
  { label: 'Doors', to: '/doors', icon: 'DoorSliding' },
  { label: 'Parts', to: '/parts', icon: 'Build' },
  { label: 'My Inventory', to: '/my-inventory', icon: 'Inventory2' },
  { label: 'Saved', to: '/saved', icon: 'Bookmarks' },
  { label: 'Inbox', to: '/inbox', icon: 'Inbox' },
  { label: 'Deals', to: '/deals', icon: 'Handshake' },
  { label: 'My impact', to: '/impact', icon: 'Park' },
];
