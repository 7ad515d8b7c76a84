import { Suspense } from 'react';
import { dialogOnDemand } from './dialog-on-demand';
import { loadModalDialog } from './modal';
import { REPORT_TEXT, type ReportDialogProps } from './report-text';

export { REPORT_TEXT, type ReportDialogProps, type ReportTargetInfo } from './report-text';

// Every story card offers Report, few readers use it: the form loads when first opened.
const ReportForm = dialogOnDemand<Omit<ReportDialogProps, 'open'>>(
  () => Promise.all([import('./report-form'), loadModalDialog()]).then(([module]) => module),
  () => REPORT_TEXT.failed,
);

/**
 * Report a story or a member: one of the reasons, an optional note, Send. The server's thanks
 * replace the form; an error is shown in the dialog and the form keeps what was entered.
 */
export function ReportDialog({ open, target, onClose }: ReportDialogProps) {
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ReportForm target={target} onClose={onClose} />
    </Suspense>
  );
}
