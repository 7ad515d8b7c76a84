import type { ReactNode } from 'react';

export interface FormAlertProps {
  id?: string;
  children?: ReactNode;
}

/**
 * Where a form says what went wrong. The live region stays in the page while empty, so
 * screen readers announce the message the moment it appears.
 */
export function FormAlert({ id, children }: FormAlertProps) {
  return (
    <div id={id} className="vx-auth-alert-region" role="alert">
      {children ? <div className="vx-auth-alert">{children}</div> : null}
    </div>
  );
}
