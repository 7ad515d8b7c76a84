// The public API of every remote: the type of each module it exposes, kept by hand in one
// place. Each remote's typecheck proves its exposes match (src/expose/exposes.check.ts), and
// REMOTE_EXPOSES in @voices/contracts/constants lists the same modules for the builds.
import type { ComponentType } from 'react';
import type { FollowResponse } from '@voices/contracts';
import type { RemoteModuleId } from '@voices/contracts/constants';
import type { Story } from '../api/types';

/** A routed page: its default export renders inside the host's router. */
export interface PageModule {
  default: ComponentType;
}

export interface ShareNewsModalProps {
  open: boolean;
  onClose: () => void;
}

export interface FollowChange {
  targetUserId: string;
  /** Whether the signed-in member follows the target now. */
  following: boolean;
  /** Whether this call changed anything (false when the server already had it so). */
  changed: boolean;
  response: FollowResponse;
}

export interface FollowButtonProps {
  targetUserId: string;
  /** Named in the success notice when given. */
  targetName?: string;
  size?: 'sm' | 'md';
  className?: string;
  /** Ask before unfollowing; a caller may leave the question out for its own use. */
  confirmUnfollow?: boolean;
  onChange?(change: FollowChange): void;
}

/** A story or a draft as the theme renderer takes it: any of a story's fields. */
export type ThemeStoryInput = Partial<Omit<Story, 'media'>> & { media?: string[] };

export interface ThemeRendererProps {
  story: ThemeStoryInput;
  /** A theme id; none means the story's own, else the default. */
  themeId?: string | null;
  /** 'card' (default): the compact card; 'full': the whole article page. */
  mode?: 'card' | 'full';
  /** The compose screen's live preview: selectable text, inert links, no weather request. */
  preview?: boolean;
  /** The masthead heading; none means the story's custom heading, else the author's name. */
  heading?: string | null;
  showAdvertisement?: boolean;
  authorSectionPosition?: string | null;
}

/**
 * A true miniature of a theme's layout, in its colours; it fills its container's width (16:10).
 * An unknown id draws nothing; `decorative` hides it from screen readers where the theme is
 * named beside it (a theme chooser's button).
 */
export interface ThemeMiniatureProps {
  /** A theme id; legacy ids are mapped (`modern` → The Daily Herald). */
  themeId: string;
  decorative?: boolean;
  className?: string;
}

/** A theme as the registry describes it (spec 001 §3 Theme), as far as other sections read it. */
export interface ThemeSummary {
  id: string;
  name: string;
  emoji: string;
  description: string;
  style: 'modern' | 'classic' | 'vibrant' | 'minimal' | 'newspaper';
  defaultAuthorSection: 'below-article' | 'left-sidebar' | 'right-sidebar';
}

export interface ThemeRegistryModule {
  THEMES: readonly ThemeSummary[];
  DEFAULT_THEME_ID: string;
  UNKNOWN_THEME_MESSAGE: string;
  /** The theme an id names; an id that names none stays as it was. */
  normalizeThemeId(id: string | null | undefined): string;
  getTheme(id: string | null | undefined): ThemeSummary | undefined;
}

/** Every exposed module of every remote, by its id. */
export interface RemoteModules {
  'mfe_auth/login-page': PageModule;
  'mfe_auth/register-page': PageModule;
  'mfe_feed/home-page': PageModule;
  'mfe_feed/news-list-page': PageModule;
  'mfe_feed/news-detail-page': PageModule;
  'mfe_feed/user-dashboard-page': PageModule;
  'mfe_feed/user-search-page': PageModule;
  'mfe_feed/author-page': PageModule;
  'mfe_feed/contributed-list-page': PageModule;
  'mfe_compose/pick-theme-page': PageModule;
  'mfe_compose/compose-page': PageModule;
  'mfe_compose/edit-news-page': PageModule;
  'mfe_compose/share-news-modal': {
    default: ComponentType<ShareNewsModalProps>;
    ShareNewsModal: ComponentType<ShareNewsModalProps>;
  };
  'mfe_portal_themes/contributed-news-page': PageModule;
  'mfe_portal_themes/portal-page': PageModule;
  'mfe_portal_themes/theme-test-page': PageModule;
  'mfe_portal_themes/theme-registry': ThemeRegistryModule;
  'mfe_portal_themes/theme-renderer': {
    default: ComponentType<ThemeRendererProps>;
    ThemeRenderer: ComponentType<ThemeRendererProps>;
  };
  'mfe_portal_themes/theme-miniature': {
    default: ComponentType<ThemeMiniatureProps>;
    ThemeMiniature: ComponentType<ThemeMiniatureProps>;
  };
  'mfe_profile/own-profile-page': PageModule;
  'mfe_profile/profile-page': PageModule;
  'mfe_profile/edit-profile-page': PageModule;
  'mfe_profile/notifications-page': PageModule;
  'mfe_profile/saved-page': PageModule;
  'mfe_profile/moderation-page': PageModule;
  'mfe_profile/follow-button': {
    default: ComponentType<FollowButtonProps>;
    FollowButton: ComponentType<FollowButtonProps>;
  };
}

// Every exposed module has a type, and nothing else does.
type Exact<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
export const everyModuleDeclared: Exact<keyof RemoteModules, RemoteModuleId> = true;

/** The props of an exposed component (its default export). */
export type RemoteProps<Id extends RemoteModuleId> = RemoteModules[Id] extends {
  default: ComponentType<infer P>;
}
  ? P
  : never;

/**
 * For a remote's own typecheck: `Conforms<typeof import('./x'), 'mfe_y/x'>` fails to compile
 * when the module no longer offers what the declaration promises.
 */
export type Conforms<Actual extends RemoteModules[Id], Id extends RemoteModuleId> = [Actual, Id];
