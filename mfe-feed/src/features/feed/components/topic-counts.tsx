import { FEED_TABS, formatNumber } from '@voices/platform';
import { useCategoryCounts } from '@voices/platform/api';
import { Spinner } from '@voices/ui';
import { SidebarSection } from '../../../components/sidebar-section';
import { categoryName } from '../../../lib/category';
import { useT } from '../../../i18n';
import './feed.css';

// Some servers name the technology tab by its short name.
const ALIASES: Record<string, string> = { tech: 'technology' };

/** The topics with stories, the tabs first in their order, then the others, most stories first. */
export function topicsFromCounts(
  counts: Record<string, number>,
): { id: string; label: string; count: number }[] {
  const merged = new Map<string, number>();
  for (const [key, count] of Object.entries(counts)) {
    const id = ALIASES[key] ?? key;
    if (id === 'home' || count <= 0) continue;
    merged.set(id, (merged.get(id) ?? 0) + count);
  }
  const order = FEED_TABS.map((tab) => tab.id);
  return [...merged.entries()]
    .map(([id, count]) => ({ id, label: categoryName(id), count }))
    .sort((a, b) => {
      const ia = order.indexOf(a.id);
      const ib = order.indexOf(b.id);
      if (ia !== -1 || ib !== -1) return (ia === -1 ? Infinity : ia) - (ib === -1 ? Infinity : ib);
      return b.count - a.count || a.label.localeCompare(b.label);
    });
}

interface TopicCountsProps {
  language: string;
  active: string;
  onSelect: (tab: string) => void;
}

/** The side column's topics with how many stories each holds, from the server's counts. */
export function TopicCounts({ language, active, onSelect }: TopicCountsProps) {
  const t = useT();
  const counts = useCategoryCounts({ language });
  if (counts.isError) return null;

  const topics = counts.isSuccess ? topicsFromCounts(counts.data) : [];
  if (counts.isSuccess && topics.length === 0) return null;

  return (
    <SidebarSection title={t('topics.title')}>
      {counts.isPending ? (
        <Spinner size="sm" label={t('topics.loading')} />
      ) : (
        <ul className="vx-feed-topics">
          {topics.map((topic) => (
            <li key={topic.id}>
              <button
                type="button"
                className="vx-feed-topic"
                aria-current={topic.id === active ? 'true' : undefined}
                onClick={() => onSelect(topic.id)}
              >
                <span>{topic.label}</span>
                <span
                  className="vx-feed-topic-count"
                  aria-label={t('topics.count', { count: topic.count })}
                >
                  {formatNumber(topic.count)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </SidebarSection>
  );
}
