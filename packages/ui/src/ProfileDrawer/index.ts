export { ProfileDrawer, type ProfileDrawerProps } from './ProfileDrawer.tsx';
