import type { ReactNode } from 'react';
import { VoicesMark } from './voices-mark';
import './auth-card.css';

/** The product's name: Voices in every language (docs/localisation.md). */
const BRAND_NAME = 'Voices';

export interface AuthCardProps {
  children: ReactNode;
  /** Below the card: the way to the other screen. */
  footer?: ReactNode;
  wide?: boolean;
  labelledBy?: string;
}

/** The centred card every sign-in and registration step sits in. */
export function AuthCard({ children, footer, wide = false, labelledBy }: AuthCardProps) {
  return (
    <section className="vx-auth-page" aria-labelledby={labelledBy}>
      <div className={`vx-card vx-auth-card${wide ? ' vx-auth-card-wide' : ''}`}>
        <div className="vx-auth-brand">
          <VoicesMark />
          <span className="vx-auth-brand-word">{BRAND_NAME}</span>
        </div>
        {children}
      </div>
      {footer ? <div className="vx-auth-footer">{footer}</div> : null}
    </section>
  );
}
