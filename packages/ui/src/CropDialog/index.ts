export { CropDialog, type CropDialogProps } from './CropDialog.tsx';
export { cropToDataUrl, loadImage, type PixelArea } from './crop.ts';
