export { Avatar, initialsOf, type AvatarProps } from './Avatar.tsx';
