// The shared singleton: what holds state that must be one per page (the toasts, the dialogs'
// focus handling) and the small pieces most sections use. The heavier pieces a route may not
// need are entry points of their own, bundled into the app that imports them and tree-shaken
// there, not shared: '@voices/ui/icons', '@voices/ui/otp', '@voices/ui/share-menu' and
// '@voices/ui/standalone' (a remote alone on its dev server).
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
export { BlockDialog, BLOCK_TEXT, type BlockDialogProps } from './components/block-dialog';
export { FactCheckBadge, type FactCheckBadgeProps } from './components/fact-check-badge';
export {
  ReportDialog,
  REPORT_TEXT,
  type ReportDialogProps,
  type ReportTargetInfo,
} from './components/report-dialog';
export { useCountdown } from './hooks/use-countdown';
export { dialogOnDemand } from './components/dialog-on-demand';
// The 'ui' namespace's translator, for the entry points above, so that they share this one
// (and its catalogue) instead of bundling a copy.
export { useT as useUiT, Trans as UiTrans, t as uiT } from './i18n';
export { useDismiss } from './hooks/use-dismiss';
export { useLogout } from './hooks/use-logout';
export { useMemberAction } from './hooks/use-member-action';
