import { useId, type ReactNode } from 'react';
import './common.css';

interface SidebarSectionProps {
  title: string;
  children: ReactNode;
  action?: ReactNode;
  className?: string;
}

/** A boxed section of a page's side column, with its heading. */
export function SidebarSection({ title, children, action, className }: SidebarSectionProps) {
  const titleId = useId();
  return (
    <section
      className={['vx-feed-sidebar-section', className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
    >
      <header className="vx-feed-sidebar-header">
        <h2 id={titleId} className="vx-feed-sidebar-title">
          {title}
        </h2>
        {action}
      </header>
      {children}
    </section>
  );
}
