export { AppBar, type AppBarProps } from './AppBar.tsx';
export { UserChip, type UserChipProps } from './UserChip.tsx';
