import './register-stepper.css';

export const REGISTER_STEPS = ['Email', 'Verify', 'Profile'] as const;

export interface RegisterStepperProps {
  /** 0-based index of the step on screen. */
  current: number;
}

/** The three steps of registration, the current one marked. */
export function RegisterStepper({ current }: RegisterStepperProps) {
  return (
    <ol className="vx-auth-stepper" aria-label="Registration progress">
      {REGISTER_STEPS.map((label, index) => {
        const state = index < current ? 'done' : index === current ? 'current' : 'todo';
        return (
          <li
            key={label}
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
              <span className="vx-visually-hidden">
                Step {index + 1} of {REGISTER_STEPS.length}:{' '}
              </span>
              {label}
              {state === 'done' ? <span className="vx-visually-hidden"> (done)</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
