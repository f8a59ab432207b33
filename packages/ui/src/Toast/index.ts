export {
  ToastStack,
  ToastProvider,
  useToast,
  type ToastItem,
  type ToastType,
  type ToastStackProps,
  type ToastProviderProps,
} from './Toast.tsx';
