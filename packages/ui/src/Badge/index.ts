export { Badge, Chip, type BadgeProps, type BadgeTone, type ChipProps } from './Badge.tsx';
