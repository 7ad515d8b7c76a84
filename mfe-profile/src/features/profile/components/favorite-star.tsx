import { useFavoriteAuthors, favoriteAuthors, useSession } from '@voices/platform';
import { StarIcon, toast } from '@voices/ui';

export interface FavoriteStarProps {
  author: { _id: string; name: string; photo?: string };
}

/** Marks an author as a favourite in this browser only (spec 001 §2). */
export function FavoriteStar({ author }: FavoriteStarProps) {
  const signedIn = useSession((state) => Boolean(state.user && state.token));
  const { isFavorite } = useFavoriteAuthors();
  const favorite = signedIn && isFavorite(author._id);

  const toggle = () => {
    if (!signedIn) {
      toast.error('Please login to favorite authors');
      return;
    }
    const result = favoriteAuthors.toggle({
      _id: author._id,
      name: author.name,
      ...(author.photo ? { photo: author.photo } : {}),
    });
    toast.success(
      result === 'added'
        ? 'Added to favorites (local only)'
        : 'Removed from favorites (local only)',
    );
  };

  return (
    <button
      type="button"
      className={`vx-btn vx-btn-icon vx-profile-star${favorite ? ' is-on' : ''}`}
      aria-pressed={favorite}
      aria-label={favorite ? 'Remove from favorites' : 'Add to favorites'}
      title={favorite ? 'Remove from favorites' : 'Add to favorites'}
      onClick={toggle}
    >
      <StarIcon filled={favorite} size={18} />
    </button>
  );
}
