import { useEffect, useRef, type KeyboardEvent } from 'react';
import { categoryLabel, FEED_TABS } from '@voices/platform';
import { useT } from '../../../i18n';
import './feed.css';

interface CategoryTabsProps {
  active: string;
  onSelect: (tab: string) => void;
  /** The id of the panel the tabs control. */
  panelId: string;
}

export function tabElementId(tab: string): string {
  return `vx-feed-tab-${tab}`;
}

/** The nine category tabs (spec 001 §2); arrow keys move between them. */
export function CategoryTabs({ active, onSelect, panelId }: CategoryTabsProps) {
  const t = useT();
  const listRef = useRef<HTMLDivElement>(null);
  // A sidebar topic that is not a tab leaves no tab selected: Home then takes the focus stop.
  const focusable = FEED_TABS.some((tab) => tab.id === active) ? active : 'home';

  // On a narrow screen the tabs scroll sideways: keep the chosen one in sight.
  useEffect(() => {
    const list = listRef.current;
    const tab = list?.querySelector<HTMLElement>(`#${tabElementId(focusable)}`);
    if (!list || !tab || list.scrollWidth <= list.clientWidth) return;
    list.scrollLeft = tab.offsetLeft - list.offsetLeft - (list.clientWidth - tab.offsetWidth) / 2;
  }, [focusable]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = FEED_TABS.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const tab = FEED_TABS[next];
    if (!tab) return;
    onSelect(tab.id);
    listRef.current?.querySelector<HTMLButtonElement>(`#${tabElementId(tab.id)}`)?.focus();
  };

  return (
    <div className="vx-feed-tabs" role="tablist" aria-label={t('tabs.label')} ref={listRef}>
      {FEED_TABS.map((tab, index) => {
        const selected = tab.id === active;
        return (
          <button
            key={tab.id}
            id={tabElementId(tab.id)}
            type="button"
            role="tab"
            className="vx-feed-tab"
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={tab.id === focusable ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {categoryLabel(tab.id)}
          </button>
        );
      })}
    </div>
  );
}
