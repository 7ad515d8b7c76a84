import type { ReportTargetType } from '@voices/contracts/constants';
import { t } from '../i18n';

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

/** The report form's own messages, in the interface language when read. */
export const REPORT_TEXT = {
  get chooseReason(): string {
    return t('report.chooseReason');
  },
  get failed(): string {
    return t('report.failed');
  },
};
