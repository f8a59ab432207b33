export { CropDialog, type CropDialogProps } from './CropDialog.tsx';
export { cropToDataUrl, type PixelArea } from './crop.ts';
