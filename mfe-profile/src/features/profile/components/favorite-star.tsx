import { errorMessage, useSession } from '@voices/platform';
import { useFavoriteAuthorList, useToggleFavoriteAuthor } from '@voices/platform/api';
import { toast } from '@voices/ui';
import { StarIcon } from '@voices/ui/icons';
import { useT } from '../i18n';

export interface FavoriteStarProps {
  author: { _id: string; name: string; photo?: string };
}

/** Marks an author as a member's favourite, kept with their account and in this browser. */
export function FavoriteStar({ author }: FavoriteStarProps) {
  const t = useT();
  const signedIn = useSession((state) => Boolean(state.user && state.token));
  const { isFavorite } = useFavoriteAuthorList();
  const mutation = useToggleFavoriteAuthor();
  const favorite = signedIn && isFavorite(author._id);

  const toggle = async () => {
    if (!signedIn) {
      toast.error(t('favorite.signIn'));
      return;
    }
    try {
      const result = await mutation.mutateAsync({
        _id: author._id,
        name: author.name,
        ...(author.photo ? { photo: author.photo } : {}),
      });
      toast.success(result === 'added' ? t('favorite.added') : t('favorite.removed'));
    } catch (error) {
      toast.error(errorMessage(error, t('favorite.failed')));
    }
  };

  return (
    <button
      type="button"
      className={`vx-btn vx-btn-icon vx-profile-star${favorite ? ' is-on' : ''}`}
      aria-pressed={favorite}
      aria-label={favorite ? t('favorite.remove') : t('favorite.add')}
      title={favorite ? t('favorite.remove') : t('favorite.add')}
      onClick={() => void toggle()}
    >
      <StarIcon filled={favorite} size={18} />
    </button>
  );
}
