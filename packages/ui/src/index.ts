export {
  Toaster,
  toast,
  toastStore,
  type ToastItem,
  type ToastKind,
  type ToasterProps,
} from './components/toaster';
export { Modal, type ModalProps } from './components/modal';
export { ConfirmDialog, type ConfirmDialogProps } from './components/confirm-dialog';
export { EmptyState, type EmptyStateProps } from './components/empty-state';
export { Spinner, type SpinnerProps } from './components/spinner';
export { Avatar, type AvatarProps } from './components/avatar';
export { ErrorBoundary, type ErrorBoundaryProps } from './components/error-boundary';
