import { Suspense, lazy, useEffect, useRef, type ComponentType } from 'react';
import { toast } from './toaster';
import { REPORT_TEXT, type ReportDialogProps } from './report-text';

export { REPORT_TEXT, type ReportDialogProps, type ReportTargetInfo } from './report-text';

// Every story card offers Report, few readers use it: the form loads when first opened.
const ReportForm = lazy<ComponentType<Omit<ReportDialogProps, 'open'>>>(() =>
  import('./report-form').catch(() => ({ default: ReportUnavailable })),
);

/** The form could not be fetched (the network is gone): said as a failed report would be. */
function ReportUnavailable({ onClose }: Omit<ReportDialogProps, 'open'>) {
  const close = useRef(onClose);
  useEffect(() => {
    toast.error(REPORT_TEXT.failed);
    close.current();
  }, []);
  return null;
}

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
