import { useId, useState, type FormEvent } from 'react';
import { MODERATION_LIMITS, MODERATION_MESSAGES } from '@voices/contracts/constants';
import { localizeMessage } from '@voices/platform';
import { Modal } from '@voices/ui';
import { useCommon } from '../../../i18n';
import { useT, type ModerationMessageKey } from '../i18n';

export type LabelChoice = 'verified' | 'disputed' | 'none';

export interface ActionRequest {
  title: string;
  /** What the moderator is asked for: a reason (required or not), or a label with a note. */
  kind: 'reason' | 'optional-reason' | 'label';
  confirmLabel: string;
  danger?: boolean;
  initialLabel?: LabelChoice;
}

export interface ActionAnswer {
  text: string;
  label?: LabelChoice;
}

const LABELS: { value: LabelChoice; text: ModerationMessageKey }[] = [
  { value: 'verified', text: 'mod.state.verified' },
  { value: 'disputed', text: 'mod.state.disputed' },
  { value: 'none', text: 'mod.dialog.noLabel' },
];

/**
 * Asks a moderator for what an action needs: a reason (hide, suspend), an optional one
 * (dismiss), or a fact-check label with its note. An error from the server stays in the
 * dialog with what was typed.
 */
export function ActionDialog({
  request,
  busy,
  error,
  onSubmit,
  onClose,
}: {
  request: ActionRequest;
  busy: boolean;
  error: string | null;
  onSubmit: (answer: ActionAnswer) => void;
  onClose: () => void;
}) {
  const t = useT();
  const common = useCommon();
  const id = useId();
  const [text, setText] = useState('');
  const [label, setLabel] = useState<LabelChoice>(request.initialLabel ?? 'verified');
  const [missing, setMissing] = useState(false);
  const required = request.kind === 'reason';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (required && !text.trim()) {
      setMissing(true);
      return;
    }
    setMissing(false);
    onSubmit({ text: text.trim(), ...(request.kind === 'label' ? { label } : {}) });
  };

  const shown = missing ? localizeMessage(MODERATION_MESSAGES.reasonRequired) : error;
  const fieldLabel =
    request.kind === 'label'
      ? t('mod.dialog.note')
      : required
        ? t('mod.dialog.reason')
        : t('mod.dialog.reasonOptional');

  return (
    <Modal
      open
      title={request.title}
      onClose={() => !busy && onClose()}
      size="md"
      footer={
        <>
          <button type="button" className="vx-btn" onClick={onClose} disabled={busy}>
            {common.t('action.cancel')}
          </button>
          <button
            type="submit"
            form={`${id}-form`}
            className={`vx-btn ${request.danger ? 'vx-btn-danger' : 'vx-btn-primary'}`}
            disabled={busy}
            aria-busy={busy}
          >
            {busy ? t('mod.dialog.saving') : request.confirmLabel}
          </button>
        </>
      }
    >
      <form id={`${id}-form`} onSubmit={submit} noValidate>
        {request.kind === 'label' ? (
          <fieldset className="vx-report-reasons">
            <legend className="vx-label">{t('mod.dialog.label')}</legend>
            {LABELS.map((option) => (
              <label key={option.value} className="vx-report-reason">
                <input
                  type="radio"
                  name={`${id}-label`}
                  value={option.value}
                  checked={label === option.value}
                  onChange={() => setLabel(option.value)}
                />
                <span>{t(option.text)}</span>
              </label>
            ))}
          </fieldset>
        ) : null}
        <div className="vx-field">
          <label className="vx-label" htmlFor={`${id}-text`}>
            {fieldLabel}
          </label>
          <textarea
            id={`${id}-text`}
            className="vx-input"
            rows={3}
            maxLength={MODERATION_LIMITS.reasonMaxLength}
            value={text}
            aria-invalid={missing || undefined}
            onChange={(event) => setText(event.target.value)}
            data-autofocus
          />
        </div>
        {shown ? (
          <p className="vx-alert vx-alert-error" role="alert">
            {shown}
          </p>
        ) : null}
      </form>
    </Modal>
  );
}
