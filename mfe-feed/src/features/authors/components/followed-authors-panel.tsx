import { useState } from 'react';
import { Link } from 'react-router-dom';
import { DISPLAY_LIMITS, formatNumber, useSession } from '@voices/platform';
import { useFavoriteAuthorList, useUsersByIds } from '@voices/platform/api';
import { Avatar, Spinner } from '@voices/ui';
import { SidebarSection } from '../../../components/sidebar-section';
import { t as feedT } from '../../../i18n';
import { useT } from '../i18n';
import './authors.css';

interface Entry {
  id: string;
  name: string;
  photo?: string | null;
  followed: boolean;
  favorite: boolean;
}

/** The people the reader follows and their favourite authors: six, then 'Show More (N more)'. */
export function FollowedAuthorsPanel() {
  const t = useT();
  const user = useSession((state) => state.user);
  const favorites = useFavoriteAuthorList();
  const followed = useUsersByIds(user?.following ?? []);
  const [expanded, setExpanded] = useState(false);

  if (!user && favorites.ids.length === 0) return null;
  // Followed people who cannot be looked up right now are left out rather than shown nameless.
  if (followed.isError && favorites.ids.length === 0 && (user?.following.length ?? 0) > 0) {
    return null;
  }

  const entries: Entry[] = [];
  const byId = new Map<string, Entry>();
  for (const person of followed.data ?? []) {
    const id = person.id;
    if (byId.has(id)) continue;
    const entry = {
      id,
      name: person.name || feedT('article.contributor'),
      photo: person.photo,
      followed: true,
      favorite: false,
    };
    byId.set(id, entry);
    entries.push(entry);
  }
  for (const author of favorites.authors) {
    const known = byId.get(author._id);
    if (known) {
      known.favorite = true;
      continue;
    }
    const entry = {
      id: author._id,
      name: author.name || feedT('article.contributor'),
      photo: author.photo,
      followed: false,
      favorite: true,
    };
    byId.set(author._id, entry);
    entries.push(entry);
  }

  const limit = DISPLAY_LIMITS.followedUsersShown;
  const shown = expanded ? entries : entries.slice(0, limit);
  const hidden = entries.length - limit;

  return (
    <SidebarSection title={t('authors.title')}>
      {followed.isLoading && entries.length === 0 ? (
        <Spinner size="sm" label={t('authors.loading')} />
      ) : entries.length === 0 ? (
        <p className="vx-feed-sidebar-empty">{t('authors.empty')}</p>
      ) : (
        <>
          <ul className="vx-feed-people">
            {shown.map((entry) => (
              <li key={entry.id} className="vx-feed-person">
                <span aria-hidden="true">
                  <Avatar name={entry.name} photo={entry.photo} size={36} />
                </span>
                <div className="vx-feed-person-text">
                  <Link
                    to={`/user/${encodeURIComponent(entry.id)}`}
                    className="vx-feed-person-name"
                  >
                    {entry.name}
                  </Link>
                  <span className="vx-feed-person-note">
                    {entry.followed && entry.favorite
                      ? t('authors.followingFavourite')
                      : entry.followed
                        ? t('authors.following')
                        : t('authors.favourite')}
                  </span>
                </div>
                {entry.favorite && (
                  <span className="vx-feed-person-star" aria-hidden="true">
                    ★
                  </span>
                )}
              </li>
            ))}
          </ul>
          {hidden > 0 && (
            <button
              type="button"
              className="vx-btn vx-btn-ghost vx-btn-sm vx-btn-block"
              aria-expanded={expanded}
              onClick={() => setExpanded((value) => !value)}
            >
              {expanded
                ? t('authors.showLess')
                : t('authors.showMore', { count: formatNumber(hidden) })}
            </button>
          )}
        </>
      )}
    </SidebarSection>
  );
}
