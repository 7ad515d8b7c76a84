import { createContext, useContext, useMemo, type MouseEvent, type ReactNode } from 'react';
import { Link, useInRouterContext, useNavigate } from 'react-router-dom';
import { articleHref, type ThemeStory } from '../../../../lib/story';

export interface HeraldContextValue {
  /** Opens another story in place (the pages keep the reader where they are). */
  onNavigate?: (story: ThemeStory) => void;
  /** The compose screen's live preview: nothing leaves the page. */
  preview: boolean;
  /** Opens a story: in place when the page said how, else by following its address. */
  openStory: (story: ThemeStory) => void;
}

const HeraldContext = createContext<HeraldContextValue>({
  preview: false,
  openStory: (story) => window.location.assign(articleHref(story)),
});

export function useHerald(): HeraldContextValue {
  return useContext(HeraldContext);
}

interface ProviderProps {
  onNavigate?: (story: ThemeStory) => void;
  preview: boolean;
  children: ReactNode;
}

function Provider({
  onNavigate,
  preview,
  children,
  navigate,
}: ProviderProps & { navigate?: (to: string) => void }) {
  const value = useMemo<HeraldContextValue>(
    () => ({
      onNavigate,
      preview,
      openStory: (story) => {
        if (onNavigate && story.type !== 'feed') onNavigate(story);
        else if (navigate) navigate(articleHref(story));
        else window.location.assign(articleHref(story));
      },
    }),
    [onNavigate, preview, navigate],
  );
  return <HeraldContext.Provider value={value}>{children}</HeraldContext.Provider>;
}

function RouterProvider(props: ProviderProps) {
  const navigate = useNavigate();
  return <Provider {...props} navigate={navigate} />;
}

/** What the Herald's links and buttons need to know of the page around them. */
export function HeraldProvider(props: ProviderProps) {
  return useInRouterContext() ? <RouterProvider {...props} /> : <Provider {...props} />;
}

function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

interface StoryLinkProps {
  story: ThemeStory;
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
}

/**
 * A link to another story: opened in place when the page says how, else followed with the
 * router (or as a plain link outside one). In a preview it is only text, so a click cannot
 * carry the writer away from their draft.
 */
export function StoryLink({ story, className, children, ...rest }: StoryLinkProps) {
  const { onNavigate, preview } = useHerald();
  const inRouter = useInRouterContext();
  if (preview) return <span className={className}>{children}</span>;
  const href = articleHref(story);
  if (onNavigate && story.type !== 'feed') {
    return (
      <a
        className={className}
        href={href}
        aria-label={rest['aria-label']}
        onClick={(event) => {
          if (!isPlainClick(event)) return;
          event.preventDefault();
          onNavigate(story);
        }}
      >
        {children}
      </a>
    );
  }
  if (inRouter) {
    return (
      <Link className={className} to={href} aria-label={rest['aria-label']}>
        {children}
      </Link>
    );
  }
  return (
    <a className={className} href={href} aria-label={rest['aria-label']}>
      {children}
    </a>
  );
}

/** A link within the site (a profile, a portal, the compose screen); text only in a preview. */
export function SiteLink({
  to,
  className,
  children,
}: {
  to: string;
  className?: string;
  children: ReactNode;
}) {
  const { preview } = useHerald();
  const inRouter = useInRouterContext();
  if (preview) return <span className={className}>{children}</span>;
  if (inRouter) {
    return (
      <Link className={className} to={to}>
        {children}
      </Link>
    );
  }
  return (
    <a className={className} href={to}>
      {children}
    </a>
  );
}
