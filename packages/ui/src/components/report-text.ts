import type { ReportTargetType } from '@voices/contracts/constants';

export interface ReportTargetInfo {
  type: ReportTargetType;
  id: string;
  /** A story's title or a member's name, shown in the dialog's question. */
  name?: string | null;
}

export interface ReportDialogProps {
  open: boolean;
  target: ReportTargetInfo;
  onClose: () => void;
}

export const REPORT_TEXT = {
  chooseReason: 'Please choose a reason.',
  failed: 'Your report could not be sent. Please try again.',
} as const;
