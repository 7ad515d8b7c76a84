import { lazy, Suspense, useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  isObjectId,
  isApiError,
  sessionStore,
  useDocumentTitle,
  useSession,
} from '@voices/platform';
import { useUserProfile } from '@voices/platform/api';
import { Avatar, EmptyState, Spinner } from '@voices/ui';
import { CalendarIcon, MailIcon, NewspaperIcon, PenIcon, SearchIcon } from '@voices/ui/icons';
import { formatMonthYear, stripMarkup } from '../../../lib/text';
import { FollowButton } from '../../../components/follow/follow-button';
import { useCommon, useT as useProfileT } from '../../../i18n';
import { Trans, useT } from '../i18n';
import { ArticleCard } from './article-card';
import { AvatarViewer } from './avatar-viewer';
import { ConnectionsModal, portalPath, type ConnectionsKind } from './connections-modal';
import { FavoriteStar } from './favorite-star';
import { MemberMenu } from './member-menu';
import { OwnProfileMenu } from './own-profile-menu';
import './profile.css';

// The profile form (with its form kit, react-hook-form, and the code screen for a new e-mail:
// 23 KB after gzip) is for one's own profile, once Edit is pressed: it loads then, asked for as
// the pointer reaches the button or it takes focus, not with every profile page.
const loadProfileForm = () => import('./profile-form');
const ProfileForm = lazy(() =>
  loadProfileForm().then((module) => ({ default: module.ProfileForm })),
);
const preloadProfileForm = () => void loadProfileForm().catch(() => undefined);

type ProfileStatus = 'loading' | 'not-found' | 'error' | 'ready';

/** An id that is not 24 hexadecimal characters is "not found" at once, unasked (spec 000 §2). */
function profileStatus(
  id: string | null | undefined,
  query: ReturnType<typeof useUserProfile>,
): ProfileStatus {
  if (!isObjectId(id)) return 'not-found';
  if (query.isSuccess) return 'ready';
  if (query.isError) {
    const gone = isApiError(query.error) && [400, 404].includes(query.error.status);
    return gone ? 'not-found' : 'error';
  }
  return 'loading';
}

function ProfileMissing() {
  const t = useT();
  const profileT = useProfileT();
  return (
    <div className="vx-card vx-profile-message">
      <h1 className="vx-profile-message-title">{t('profile.notFound')}</h1>
      <p className="vx-muted">{t('profile.notFoundMessage')}</p>
      <Link className="vx-btn vx-btn-primary" to="/home">
        {profileT('common.backHome')}
      </Link>
    </div>
  );
}

/** A member's profile: own (menu, inline edit) or someone else's (follow, favourite). */
export function ProfileView({ id }: { id: string | null | undefined }) {
  const t = useT();
  const common = useCommon();
  const me = useSession((state) => state.user);
  const myId = me?.id ?? '';
  // Follows and saves anywhere in the site make this entry stale, and it is read again.
  const profile = useUserProfile(id ?? null);
  const status = profileStatus(id, profile);
  const data = status === 'ready' ? profile.data : undefined;
  const isOwn = Boolean(myId) && data?.user.id === myId;
  useDocumentTitle(
    status === 'not-found' ? t('profile.notFoundTitle') : data?.user.name || t('profile.title'),
  );

  const [viewerOpen, setViewerOpen] = useState(false);
  const [connections, setConnections] = useState<ConnectionsKind | null>(null);
  const [editing, setEditing] = useState(false);
  const [query, setQuery] = useState('');
  const articlesId = useId();
  const editId = useId();

  // Opening one's own profile brings the session's follow lists up to date with the server.
  const ownUser = isOwn ? data?.user : null;
  useEffect(() => {
    if (ownUser) {
      sessionStore
        .getState()
        .updateUser({ followers: ownUser.followers, following: ownUser.following });
    }
  }, [ownUser]);

  // Another member's followers say whether one follows them, whatever this browser last saw.
  const followedByMe = !isOwn && myId && data ? data.user.followers.includes(myId) : null;
  const profileId = data?.user.id;
  useEffect(() => {
    if (followedByMe === null || !profileId) return;
    const current = sessionStore.getState().user;
    if (!current || current.following.includes(profileId) === followedByMe) return;
    const others = current.following.filter((item) => item !== profileId);
    sessionStore
      .getState()
      .updateUser({ following: followedByMe ? [...others, profileId] : others });
  }, [followedByMe, profileId]);

  const news = data?.news;
  const filtered = useMemo(() => {
    const words = query.trim().toLowerCase();
    if (!news || !words) return news ?? [];
    return news.filter((article) =>
      [article.title, article.category, stripMarkup(article.content)]
        .join(' ')
        .toLowerCase()
        .includes(words),
    );
  }, [news, query]);

  if (status === 'not-found') {
    return (
      <ProfileShell>
        <ProfileMissing />
      </ProfileShell>
    );
  }
  if (status === 'loading' || !data) {
    return (
      <ProfileShell>
        {status === 'error' ? (
          <div className="vx-card vx-profile-message" role="alert">
            <p className="vx-profile-message-title">{t('profile.failed')}</p>
            <button
              type="button"
              className="vx-btn vx-btn-primary"
              onClick={() => void profile.refetch()}
            >
              {common.t('action.retry')}
            </button>
          </div>
        ) : (
          <div className="vx-card vx-profile-message">
            <Spinner label={t('profile.loading')} showLabel />
          </div>
        )}
      </ProfileShell>
    );
  }

  const { user } = data;
  const joined = formatMonthYear(user.createdAt);
  const bio = user.bio?.trim();
  const articlesCount = Math.max(user.articlesCount ?? 0, data.news.length);

  return (
    <ProfileShell>
      <header className="vx-card vx-profile-hero">
        <div className="vx-profile-hero-top">
          <button
            type="button"
            className="vx-profile-avatar"
            aria-label={t('profile.enlargePhoto', { name: user.name })}
            onClick={() => setViewerOpen(true)}
          >
            <Avatar name={user.name} photo={user.photo} size={128} />
          </button>
          <div className="vx-profile-actions">
            {isOwn ? (
              <>
                <button
                  type="button"
                  className="vx-btn"
                  aria-expanded={editing}
                  aria-controls={editId}
                  onPointerEnter={preloadProfileForm}
                  onFocus={preloadProfileForm}
                  onClick={() => setEditing((value) => !value)}
                >
                  <PenIcon size={16} />
                  <span>{t('profile.edit')}</span>
                </button>
                <OwnProfileMenu />
              </>
            ) : (
              <>
                {user.blockedByMe ? null : (
                  <FollowButton targetUserId={user.id} targetName={user.name} />
                )}
                <FavoriteStar author={{ _id: user.id, name: user.name, photo: user.photo }} />
                <MemberMenu member={user} />
              </>
            )}
          </div>
        </div>

        {user.blockedByMe ? (
          <p className="vx-alert vx-profile-blocked" role="status">
            {t('profile.blocked', { name: user.name })}
          </p>
        ) : null}
        {user.suspended ? (
          <p className="vx-alert vx-alert-error vx-profile-blocked">{t('profile.suspended')}</p>
        ) : null}
        <div className="vx-profile-identity">
          <h1 className="vx-profile-name">{user.name}</h1>
          <p className={`vx-profile-bio${bio ? '' : ' is-empty'}`}>{bio || t('profile.noBio')}</p>
          <ul className="vx-profile-facts">
            {user.email ? (
              <li>
                <MailIcon size={15} />
                <span>{user.email}</span>
              </li>
            ) : null}
            {joined ? (
              <li>
                <CalendarIcon size={15} />
                <span>{t('profile.joined', { date: joined })}</span>
              </li>
            ) : null}
          </ul>
        </div>

        <ul className="vx-profile-stats" aria-label={t('profile.stats')}>
          <li>
            <button type="button" onClick={() => setConnections('followers')}>
              <Trans
                id="profile.stats.followers"
                values={{ count: user.followersCount }}
                components={{ 0: <strong />, 1: <span /> }}
              />
            </button>
          </li>
          <li>
            <button type="button" onClick={() => setConnections('following')}>
              <Trans
                id="profile.stats.following"
                values={{ count: user.followingCount }}
                components={{ 0: <strong />, 1: <span /> }}
              />
            </button>
          </li>
          <li>
            <button
              type="button"
              onClick={() =>
                document.getElementById(articlesId)?.scrollIntoView({ behavior: 'smooth' })
              }
            >
              <Trans
                id="profile.stats.articles"
                values={{ count: articlesCount }}
                components={{ 0: <strong />, 1: <span /> }}
              />
            </button>
          </li>
        </ul>
      </header>

      {isOwn && editing ? (
        <section id={editId} className="vx-card vx-profile-edit" aria-label={t('profile.edit')}>
          <h2 className="vx-profile-section-title">{t('profile.edit')}</h2>
          <Suspense fallback={<Spinner label={common.t('status.loading')} showLabel />}>
            <ProfileForm
              variant="inline"
              user={user}
              onDone={() => setEditing(false)}
              onCancel={() => setEditing(false)}
            />
          </Suspense>
        </section>
      ) : null}

      <section className="vx-profile-articles" aria-labelledby={articlesId}>
        <div className="vx-profile-section-head">
          <h2 id={articlesId} className="vx-profile-section-title" tabIndex={-1}>
            {isOwn ? t('profile.yourArticles') : t('profile.articles')}
          </h2>
          {data.news.length > 0 ? (
            <div className="vx-profile-section-tools">
              <label className="vx-profile-search">
                <SearchIcon size={16} />
                <span className="vx-visually-hidden">{t('profile.search')}</span>
                <input
                  type="search"
                  className="vx-input"
                  placeholder={t('profile.search')}
                  value={query}
                  onChange={(event) => setQuery(event.target.value)}
                />
              </label>
              <Link className="vx-btn vx-btn-ghost" to={portalPath(user)}>
                <NewspaperIcon size={16} />
                <span>{t('profile.openPortal')}</span>
              </Link>
            </div>
          ) : null}
        </div>

        {data.news.length === 0 ? (
          <EmptyState
            className="vx-card vx-profile-empty"
            icon={<NewspaperIcon size={36} />}
            title={t('profile.noArticles')}
            message={isOwn ? t('profile.emptyOwn') : t('profile.emptyOther', { name: user.name })}
            action={
              isOwn ? (
                <Link className="vx-btn vx-btn-primary" to="/contribute">
                  {t('profile.shareNews')}
                </Link>
              ) : undefined
            }
          />
        ) : filtered.length === 0 ? (
          <EmptyState
            className="vx-card vx-profile-empty"
            title={t('profile.noneFound')}
            message={t(isOwn ? 'profile.noMatchOwn' : 'profile.noMatchOther', {
              query: query.trim(),
            })}
          />
        ) : (
          <div className="vx-profile-article-grid">
            {filtered.map((article) => (
              <ArticleCard key={article.id} article={article} />
            ))}
          </div>
        )}
        {articlesCount > data.news.length ? (
          <p className="vx-profile-more-note">
            <Trans
              id="profile.moreNote"
              values={{ shown: data.news.length, total: articlesCount }}
              components={{ 0: <Link to={portalPath(user)} /> }}
            />
          </p>
        ) : null}
      </section>

      <AvatarViewer
        open={viewerOpen}
        name={user.name}
        photo={user.photo}
        onClose={() => setViewerOpen(false)}
      />
      <ConnectionsModal
        key={connections ?? 'closed'}
        kind={connections}
        ids={connections === 'following' ? user.following : user.followers}
        onClose={() => setConnections(null)}
      />
    </ProfileShell>
  );
}

function ProfileShell({ children }: { children: ReactNode }) {
  return (
    <div className="vx-profile">
      <div className="vx-profile-cover" aria-hidden="true" />
      <div className="vx-container vx-profile-container">{children}</div>
    </div>
  );
}
