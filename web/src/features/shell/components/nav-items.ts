import type SvgIcon from '@mui/material/SvgIcon';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DoorSlidingIcon from '@mui/icons-material/DoorSliding';
import BuildIcon from '@mui/icons-material/Build';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import BookmarksIcon from '@mui/icons-material/Bookmarks';
import InboxIcon from '@mui/icons-material/Inbox';
import HandshakeIcon from '@mui/icons-material/Handshake';
import ParkIcon from '@mui/icons-material/Park';

export const NAV_ITEMS: { label: string; to: string; Icon: typeof SvgIcon }[] = [
  { label: 'Dashboard', to: '/', Icon: DashboardIcon },
  { label: 'Doors', to: '/doors', Icon: DoorSlidingIcon },
  { label: 'Parts', to: '/parts', Icon: BuildIcon },
  { label: 'My Inventory', to: '/my-inventory', Icon: Inventory2Icon },
  { label: 'Saved', to: '/saved', Icon: BookmarksIcon },
  { label: 'Inbox', to: '/inbox', Icon: InboxIcon },
  { label: 'Deals', to: '/deals', Icon: HandshakeIcon },
  { label: 'My impact', to: '/impact', Icon: ParkIcon },
];
