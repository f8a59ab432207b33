export { Dialog, type DialogProps, type DialogCloseReason } from './Dialog.tsx';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog.tsx';
export { ProgressDialog, type ProgressDialogProps } from './ProgressDialog.tsx';
export { ErrorDialog, type ErrorDialogProps } from './ErrorDialog.tsx';
