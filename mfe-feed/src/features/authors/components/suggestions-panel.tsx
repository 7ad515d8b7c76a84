import { Link } from 'react-router-dom';
import { DISPLAY_LIMITS, useSession } from '@voices/platform';
import { useSuggestions } from '@voices/platform/api';
import { Avatar, Spinner } from '@voices/ui';
import { SidebarSection } from '../../../components/sidebar-section';
import { articleTitle, readHref, personName, relativeDate } from '../../../lib/article';
import { RemoteFollowButton } from './remote-follow-button';
import { useT } from '../i18n';
import './authors.css';

interface SuggestionsPanelProps {
  /** Links to the full list of suggestions on the dashboard. */
  showViewMore?: boolean;
}

/**
 * Suggested for You (signed-in readers only): up to four people with two recent stories each.
 * Hidden when the server offers none or cannot answer.
 */
export function SuggestionsPanel({ showViewMore = true }: SuggestionsPanelProps) {
  const t = useT();
  const user = useSession((state) => state.user);
  const suggestions = useSuggestions(user !== null);

  if (!user || suggestions.isError) return null;
  if (suggestions.isSuccess && suggestions.data.length === 0) return null;

  return (
    <SidebarSection title={t('suggestions.title')}>
      {suggestions.isPending ? (
        <Spinner size="sm" label={t('suggestions.loading')} />
      ) : (
        <>
          <ul className="vx-feed-suggestions">
            {(suggestions.data ?? [])
              .slice(0, DISPLAY_LIMITS.suggestedUsers)
              .map(({ user: person, news }) => {
                const id = person.id;
                const followers = person.followersCount;
                const stories = news.slice(0, DISPLAY_LIMITS.suggestedStoriesPerUser);
                return (
                  <li key={id} className="vx-feed-suggestion">
                    <div className="vx-feed-person">
                      <span aria-hidden="true">
                        <Avatar name={personName(person)} photo={person.photo} size={36} />
                      </span>
                      <div className="vx-feed-person-text">
                        <Link
                          to={`/user/${encodeURIComponent(id)}`}
                          className="vx-feed-person-name"
                        >
                          {personName(person)}
                        </Link>
                        <span className="vx-feed-person-note">
                          {t('suggestions.followers', { count: followers })}
                        </span>
                      </div>
                      <RemoteFollowButton targetUserId={id} />
                    </div>
                    {stories.length > 0 && (
                      <ul className="vx-feed-suggestion-stories">
                        {stories.map((story) => (
                          <li key={story.id}>
                            <Link to={readHref(story)}>{articleTitle(story)}</Link>
                            {relativeDate(story) && <span> · {relativeDate(story)}</span>}
                          </li>
                        ))}
                      </ul>
                    )}
                  </li>
                );
              })}
          </ul>
          {showViewMore && (
            <Link className="vx-btn vx-btn-ghost vx-btn-sm vx-btn-block" to="/user">
              {t('suggestions.viewMore')}
            </Link>
          )}
        </>
      )}
    </SidebarSection>
  );
}
