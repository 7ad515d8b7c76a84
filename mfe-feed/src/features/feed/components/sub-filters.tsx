import type { FeedTab } from '@voices/platform';
import './feed.css';

interface SubFiltersProps {
  tab: FeedTab;
  active: string | null;
  onSelect: (subcategory: string | null) => void;
}

/** A tab's sub-filters (sports: cricket, tennis, …) with 'All' first; none for tabs without. */
export function SubFilters({ tab, active, onSelect }: SubFiltersProps) {
  if (tab.subcategories.length === 0) return null;
  const options = [{ id: null, label: 'All' }, ...tab.subcategories];
  return (
    <div className="vx-feed-subfilters" role="group" aria-label={`${tab.label} topics`}>
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
