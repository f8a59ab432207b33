export {
  NavigationDrawer,
  useNavigationDrawerDefaultOpen,
  type NavigationDrawerProps,
  type NavItem,
} from './NavigationDrawer.tsx';
