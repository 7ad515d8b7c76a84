import { useId, useState, type FormEvent } from 'react';
import { MODERATION_LIMITS, REPORT_REASONS, type ReportReason } from '@voices/contracts/constants';
import { CommonTrans, errorMessage, localizeMessage } from '@voices/platform';
import { useSendReport } from '@voices/platform/api';
import { Trans, useT } from '../messages/report/i18n';
import { Modal } from './modal';
import { REPORT_TEXT, type ReportDialogProps } from './report-text';

/** The report form in its dialog; loaded the first time a reader opens it. */
export default function ReportForm({ target, onClose }: Omit<ReportDialogProps, 'open'>) {
  const t = useT();
  const id = useId();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [thanks, setThanks] = useState<string | null>(null);
  const send = useSendReport();
  const isStory = target.type === 'story';
  const name = target.name?.trim();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    if (!reason) {
      setError(REPORT_TEXT.chooseReason);
      return;
    }
    setError(null);
    try {
      const answer = await send.mutateAsync({
        targetType: target.type,
        targetId: target.id,
        reason,
        ...(note.trim() ? { note: note.trim() } : {}),
      });
      setThanks(answer.message);
    } catch (caught) {
      setError(errorMessage(caught, REPORT_TEXT.failed));
    }
  };

  return (
    <Modal
      open
      title={isStory ? t('report.titleStory') : t('report.titleMember')}
      onClose={onClose}
      size="md"
      className="vx-report"
      footer={
        thanks ? (
          <button type="button" className="vx-btn vx-btn-primary" onClick={onClose} data-autofocus>
            {t('report.done')}
          </button>
        ) : (
          <>
            <button type="button" className="vx-btn" onClick={onClose}>
              <CommonTrans id="action.cancel" />
            </button>
            <button
              type="submit"
              form={`${id}-form`}
              className="vx-btn vx-btn-primary"
              aria-busy={send.isPending}
              disabled={send.isPending}
            >
              {send.isPending ? t('report.sending') : t('report.send')}
            </button>
          </>
        )
      }
    >
      {thanks ? (
        <p className="vx-alert vx-alert-success" role="status">
          {localizeMessage(thanks)}
        </p>
      ) : (
        <form
          id={`${id}-form`}
          className="vx-report-form"
          onSubmit={(e) => void submit(e)}
          noValidate
        >
          {name ? (
            <p className="vx-report-subject">
              <Trans
                id="report.subject"
                values={{ name }}
                components={{ 0: <span className="vx-muted" />, 1: <strong /> }}
              />
            </p>
          ) : null}
          <fieldset className="vx-report-reasons">
            <legend className="vx-label">
              {isStory ? t('report.questionStory') : t('report.questionMember')}
            </legend>
            {REPORT_REASONS.map((value, index) => (
              <label key={value} className="vx-report-reason">
                <input
                  type="radio"
                  name={`${id}-reason`}
                  value={value}
                  checked={reason === value}
                  onChange={() => setReason(value)}
                  data-autofocus={index === 0 ? true : undefined}
                />
                <span>{t(`report.reason.${value}`)}</span>
              </label>
            ))}
          </fieldset>
          <div className="vx-field">
            <label className="vx-label" htmlFor={`${id}-note`}>
              <Trans id="report.note" components={{ 0: <span className="vx-muted" /> }} />
            </label>
            <textarea
              id={`${id}-note`}
              className="vx-input"
              rows={3}
              maxLength={MODERATION_LIMITS.reportNoteMaxLength}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              aria-describedby={`${id}-count`}
            />
            <span id={`${id}-count`} className="vx-help">
              {note.length} / {MODERATION_LIMITS.reportNoteMaxLength}
            </span>
          </div>
          {error ? (
            <p className="vx-alert vx-alert-error" role="alert">
              {localizeMessage(error)}
            </p>
          ) : null}
        </form>
      )}
    </Modal>
  );
}
