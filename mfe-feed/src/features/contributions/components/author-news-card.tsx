import { useId } from 'react';
import { Link } from 'react-router-dom';
import { DISPLAY_LIMITS, errorMessage, useSession, type Story } from '@voices/platform';
import { useFavoriteAuthorList, useToggleFavoriteAuthor } from '@voices/platform/api';
import { Avatar, FactCheckBadge, toast } from '@voices/ui';
import { ArticleImage } from '../../../components/article-image';
import {
  articleCategoryName,
  articleImage,
  articleTitle,
  readHref,
  relativeDate,
  snippet,
  summaryText,
} from '../../../lib/article';
import { t as translate, useT } from '../i18n';
import { NewsItemMenu } from './news-item-menu';

export interface AuthorGroup {
  authorId: string;
  name: string;
  photo: string | null;
  stories: Story[];
}

interface AuthorNewsCardProps {
  group: AuthorGroup;
}

/** One author of the news list: who, how many stories, a star, and their three newest. */
export function AuthorNewsCard({ group }: AuthorNewsCardProps) {
  const t = useT();
  const titleId = useId();
  const signedIn = useSession((state) => state.user !== null);
  const favorites = useFavoriteAuthorList();
  const toggle = useToggleFavoriteAuthor();
  const favorite = favorites.isFavorite(group.authorId);
  const count = group.stories.length;

  const toggleFavorite = async () => {
    if (!signedIn) {
      toast.error(translate('favorites.loginRequired'));
      return;
    }
    try {
      const result = await toggle.mutateAsync({
        _id: group.authorId,
        name: group.name,
        ...(group.photo ? { photo: group.photo } : {}),
      });
      if (result === 'added') toast.success(translate('favorites.added'));
      else toast.info(translate('favorites.removed'));
    } catch (error) {
      toast.error(errorMessage(error, translate('favorites.error')));
    }
  };

  return (
    <article className="vx-feed-author-card" aria-labelledby={titleId}>
      <header className="vx-feed-author-card-header">
        <Avatar name={group.name} photo={group.photo} size={48} />
        <div className="vx-feed-author-card-who">
          <h2 id={titleId} className="vx-feed-author-card-name">
            <Link to={`/user/${encodeURIComponent(group.authorId)}`}>{group.name}</Link>
          </h2>
          <p className="vx-feed-author-card-count">{t('authorCard.count', { count })}</p>
        </div>
        <button
          type="button"
          className="vx-feed-star"
          aria-pressed={favorite}
          aria-label={
            favorite
              ? t('favorites.removeAuthor', { name: group.name })
              : t('favorites.addAuthor', { name: group.name })
          }
          title={favorite ? t('favorites.remove') : t('favorites.add')}
          onClick={() => void toggleFavorite()}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path
              d="m12 3 2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z"
              fill={favorite ? 'currentColor' : 'none'}
              stroke="currentColor"
              strokeWidth="1.6"
              strokeLinejoin="round"
            />
          </svg>
        </button>
      </header>
      <ul className="vx-feed-author-stories">
        {group.stories.slice(0, DISPLAY_LIMITS.authorCardArticles).map((story) => {
          const category = articleCategoryName(story);
          return (
            <li key={story.id} className="vx-feed-author-story">
              <ArticleImage
                src={articleImage(story)}
                width={96}
                height={72}
                className="vx-feed-author-story-thumb"
              />
              <div className="vx-feed-author-story-text">
                <h3 className="vx-feed-author-story-title">
                  <Link to={readHref(story)}>{articleTitle(story)}</Link>
                </h3>
                <p className="vx-feed-author-story-snippet">{snippet(summaryText(story), 120)}</p>
                <p className="vx-feed-author-story-meta">
                  <span>{relativeDate(story) ?? t('authorCard.recently')}</span>
                  {category && <span className="vx-feed-badge">{category}</span>}
                  <FactCheckBadge
                    status={story.verificationStatus}
                    moderationStatus={story.moderationStatus}
                  />
                </p>
              </div>
              <NewsItemMenu story={story} />
            </li>
          );
        })}
      </ul>
      {count > DISPLAY_LIMITS.authorCardArticles && (
        <Link
          className="vx-feed-author-card-more"
          to={`/news?authorId=${encodeURIComponent(group.authorId)}`}
        >
          {t('authorCard.seeAll', { count, name: group.name })}
        </Link>
      )}
    </article>
  );
}
