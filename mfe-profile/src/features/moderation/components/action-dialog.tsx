import { useId, useState, type FormEvent } from 'react';
import { MODERATION_LIMITS, MODERATION_MESSAGES } from '@voices/contracts/constants';
import { Modal } from '@voices/ui';

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

const LABELS: { value: LabelChoice; text: string }[] = [
  { value: 'verified', text: 'Verified' },
  { value: 'disputed', text: 'Disputed' },
  { value: 'none', text: 'No label' },
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

  const shown = missing ? MODERATION_MESSAGES.reasonRequired : error;
  const fieldLabel =
    request.kind === 'label'
      ? 'Note for readers (optional)'
      : required
        ? 'Reason'
        : 'Reason (optional)';

  return (
    <Modal
      open
      title={request.title}
      onClose={() => !busy && onClose()}
      size="md"
      footer={
        <>
          <button type="button" className="vx-btn" onClick={onClose} disabled={busy}>
            Cancel
          </button>
          <button
            type="submit"
            form={`${id}-form`}
            className={`vx-btn ${request.danger ? 'vx-btn-danger' : 'vx-btn-primary'}`}
            disabled={busy}
            aria-busy={busy}
          >
            {busy ? 'Saving…' : request.confirmLabel}
          </button>
        </>
      }
    >
      <form id={`${id}-form`} onSubmit={submit} noValidate>
        {request.kind === 'label' ? (
          <fieldset className="vx-report-reasons">
            <legend className="vx-label">Label</legend>
            {LABELS.map((option) => (
              <label key={option.value} className="vx-report-reason">
                <input
                  type="radio"
                  name={`${id}-label`}
                  value={option.value}
                  checked={label === option.value}
                  onChange={() => setLabel(option.value)}
                />
                <span>{option.text}</span>
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
