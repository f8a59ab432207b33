export { FileChip, type FileChipProps } from './FileChip.tsx';
