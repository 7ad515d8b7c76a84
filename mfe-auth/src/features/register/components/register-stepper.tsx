import { Trans, useT } from '../../../i18n';
import './register-stepper.css';

/** The steps, by their names' keys. */
export const REGISTER_STEPS = ['stepper.email', 'stepper.verify', 'stepper.profile'] as const;

type StepState = 'done' | 'current' | 'todo';

function stateOf(index: number, current: number): StepState {
  if (index < current) return 'done';
  return index === current ? 'current' : 'todo';
}

export interface RegisterStepperProps {
  /** 0-based index of the step on screen. */
  current: number;
}

/** The three steps of registration, the current one marked. */
export function RegisterStepper({ current }: RegisterStepperProps) {
  const t = useT();
  return (
    <ol className="vx-auth-stepper" aria-label={t('stepper.label')}>
      {REGISTER_STEPS.map((key, index) => {
        const state = stateOf(index, current);
        const hidden = <span className="vx-visually-hidden" />;
        return (
          <li
            key={key}
            className={`vx-auth-step is-${state}`}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className="vx-auth-step-dot" aria-hidden="true">
              {state === 'done' ? (
                <svg viewBox="0 0 16 16" width="14" height="14" focusable="false">
                  <path
                    d="m3.5 8.5 3 3 6-7"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  />
                </svg>
              ) : (
                index + 1
              )}
            </span>
            <span className="vx-auth-step-label">
              <Trans
                id={state === 'done' ? 'stepper.stepDone' : 'stepper.step'}
                values={{ step: index + 1, total: REGISTER_STEPS.length, label: t(key) }}
                components={{ 0: hidden, 1: hidden }}
              />
            </span>
          </li>
        );
      })}
    </ol>
  );
}
