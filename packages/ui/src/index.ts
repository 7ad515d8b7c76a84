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
export {
  StandaloneFrame,
  StandaloneSection,
  mountStandalone,
  type StandaloneFrameLink,
  type StandaloneFrameProps,
  type StandaloneRoute,
  type StandaloneSectionProps,
} from './components/standalone-frame';
export {
  SectionPage,
  type SectionDetail,
  type SectionLink,
  type SectionPageProps,
} from './components/section-page';
export { ShareMenu, type ShareMenuProps } from './components/share-menu';
export { BlockDialog, BLOCK_TEXT, type BlockDialogProps } from './components/block-dialog';
export { FactCheckBadge, type FactCheckBadgeProps } from './components/fact-check-badge';
export {
  ReportDialog,
  REPORT_TEXT,
  type ReportDialogProps,
  type ReportTargetInfo,
} from './components/report-dialog';
export {
  OtpScreen,
  OtpScreenError,
  OTP_MESSAGES,
  retryAfterSeconds,
  verifyErrorMessage,
  type OtpScreenProps,
} from './components/otp-screen';
export {
  emptyCode,
  OtpInput,
  type OtpInputHandle,
  type OtpInputProps,
} from './components/otp-input';
export { useCountdown } from './hooks/use-countdown';
export { useDismiss } from './hooks/use-dismiss';
export {
  ArrowRightIcon,
  BellIcon,
  BlockIcon,
  BookmarkIcon,
  CalendarIcon,
  CameraIcon,
  CheckAllIcon,
  CheckCircleIcon,
  CloseIcon,
  CommentIcon,
  FlagIcon,
  GlobeIcon,
  HomeIcon,
  LayoutIcon,
  LogOutIcon,
  LoginIcon,
  MailIcon,
  MenuIcon,
  MoonIcon,
  MoreIcon,
  NewspaperIcon,
  PenIcon,
  SearchIcon,
  SettingsIcon,
  ShieldIcon,
  StarIcon,
  SunIcon,
  TrashIcon,
  UserCheckIcon,
  UserIcon,
  UserMinusIcon,
  UserPlusIcon,
  XCircleIcon,
  type IconProps,
} from './components/icons';
export { useLogout } from './hooks/use-logout';
export { useMemberAction } from './hooks/use-member-action';
