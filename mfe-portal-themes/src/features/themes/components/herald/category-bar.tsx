import { categoryLabel } from '@voices/platform';
import { useT } from '../../../../i18n';
import type { ThemeStory } from '../../../../lib/story';
import { categoriesOf, newestInCategory } from '../../lib/herald-content';
import { StoryLink } from './herald-context';

interface CategoryBarProps {
  story: ThemeStory;
  stories: readonly ThemeStory[];
}

/** The sections of this paper; each leads to its newest story, the current one is marked. */
export function CategoryBar({ story, stories }: CategoryBarProps) {
  const t = useT();
  const all = stories.length > 0 ? stories : [story];
  const categories = categoriesOf([story, ...all]);
  const active = story.category?.trim().toLowerCase() ?? '';
  if (categories.length === 0) return null;

  return (
    <nav className="vx-herald-categories" aria-label={t('sections.label')}>
      <ul>
        {categories.map((category) => {
          const current = category.toLowerCase() === active;
          const target = current ? null : newestInCategory(all, category);
          return (
            <li key={category}>
              {target ? (
                <StoryLink story={target} className="vx-herald-category">
                  {categoryLabel(category)}
                </StoryLink>
              ) : (
                <span
                  className="vx-herald-category"
                  aria-current={current ? 'page' : undefined}
                  data-active={current || undefined}
                >
                  {categoryLabel(category)}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
