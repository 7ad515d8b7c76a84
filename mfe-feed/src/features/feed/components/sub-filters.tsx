import { subcategoryLabel, type FeedTab } from '@voices/platform';
import { categoryName } from '../../../lib/category';
import { useT } from '../../../i18n';
import './feed.css';

interface SubFiltersProps {
  tab: FeedTab;
  active: string | null;
  onSelect: (subcategory: string | null) => void;
}

/** A tab's sub-filters (sports: cricket, tennis, …) with 'All' first; none for tabs without. */
export function SubFilters({ tab, active, onSelect }: SubFiltersProps) {
  const t = useT();
  if (tab.subcategories.length === 0) return null;
  const options = [
    { id: null, label: t('subfilters.all') },
    ...tab.subcategories.map((sub) => ({ id: sub.id, label: subcategoryLabel(sub.id) })),
  ];
  return (
    <div
      className="vx-feed-subfilters"
      role="group"
      aria-label={t('subfilters.label', { category: categoryName(tab.id) })}
    >
      {options.map((option) => (
        <button
          key={option.id ?? 'all'}
          type="button"
          className="vx-feed-subfilter"
          aria-pressed={option.id === active}
          onClick={() => onSelect(option.id)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
