import { useId, useState, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { errorMessage, useDocumentTitle, useSession } from '@voices/platform';
import {
  useModerate,
  useModerationLog,
  useModerationQueue,
  type QueueStatus,
} from '@voices/platform/api';
import { EmptyState, Spinner, toast } from '@voices/ui';
import { ShieldIcon } from '@voices/ui/icons';
import { ActionDialog } from '../../features/moderation/components/action-dialog';
import { ModerationLog } from '../../features/moderation/components/moderation-log';
import {
  ReportGroupCard,
  type PendingAction,
} from '../../features/moderation/components/report-group-card';
import '../../features/moderation/components/moderation.css';
import '../../features/profile/components/profile.css';
import { t as translate, useT, type ModerationMessageKey } from '../../features/moderation/i18n';
import { useT as useProfileT, useCommon } from '../../i18n';

type Tab = QueueStatus | 'log';

const TABS: { id: Tab; label: ModerationMessageKey }[] = [
  { id: 'open', label: 'mod.tab.open' },
  { id: 'closed', label: 'mod.tab.closed' },
  { id: 'log', label: 'mod.tab.log' },
];

/** /moderation: the report queue (open, closed) and the log, for moderators only. */
export function ModerationPage() {
  const t = useT();
  const profileT = useProfileT();
  useDocumentTitle(t('mod.title'));
  const user = useSession((state) => state.user);
  const { pathname } = useLocation();
  if (!user || user.role !== 'moderator') {
    return (
      <Frame>
        <EmptyState
          className="vx-card vx-mod-denied"
          icon={<ShieldIcon size={36} />}
          title={t('mod.deniedTitle')}
          message={user ? t('mod.deniedMember') : t('mod.deniedVisitor')}
          action={
            user ? (
              <Link className="vx-btn vx-btn-primary" to="/home">
                {profileT('common.backHome')}
              </Link>
            ) : (
              <Link
                className="vx-btn vx-btn-primary"
                to={`/login?redirect=${encodeURIComponent(pathname)}`}
              >
                {t('mod.signIn')}
              </Link>
            )
          }
        />
      </Frame>
    );
  }
  return <ModerationDesk />;
}

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <div className="vx-profile">
      <div className="vx-profile-cover vx-profile-cover--short" aria-hidden="true" />
      <div className="vx-container vx-profile-container vx-mod">{children}</div>
    </div>
  );
}

function ModerationDesk() {
  const t = useT();
  const [tab, setTab] = useState<Tab>('open');
  const baseId = useId();
  const headingId = `${baseId}-heading`;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = TABS.findIndex((item) => item.id === tab);
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = TABS[(index + step + TABS.length) % TABS.length]!;
    setTab(next.id);
    document.getElementById(`${baseId}-tab-${next.id}`)?.focus();
  };

  return (
    <Frame>
      <section className="vx-card vx-mod-desk" aria-labelledby={headingId}>
        <header className="vx-mod-header">
          <p className="vx-kicker">{t('mod.kicker')}</p>
          <h1 id={headingId} className="vx-profile-edit-title">
            {t('mod.title')}
          </h1>
        </header>
        <div className="vx-mod-tabs" role="tablist" aria-label={t('mod.title')}>
          {TABS.map((item) => (
            <button
              key={item.id}
              id={`${baseId}-tab-${item.id}`}
              type="button"
              role="tab"
              className="vx-mod-tab"
              aria-selected={tab === item.id}
              aria-controls={`${baseId}-panel`}
              tabIndex={tab === item.id ? 0 : -1}
              onClick={() => setTab(item.id)}
              onKeyDown={onKeyDown}
            >
              {t(item.label)}
            </button>
          ))}
        </div>
        <div
          id={`${baseId}-panel`}
          role="tabpanel"
          aria-labelledby={`${baseId}-tab-${tab}`}
          className="vx-mod-panel"
        >
          {tab === 'log' ? <LogPanel /> : <QueuePanel key={tab} status={tab} />}
        </div>
      </section>
    </Frame>
  );
}

function QueuePanel({ status }: { status: QueueStatus }) {
  const t = useT();
  const common = useCommon();
  const queue = useModerationQueue(status);
  const moderate = useModerate();
  const [pending, setPending] = useState<PendingAction | null>(null);
  const [error, setError] = useState<string | null>(null);

  const run = async (
    action: PendingAction,
    answer: { text: string; label?: 'verified' | 'disputed' | 'none' },
  ) => {
    setError(null);
    try {
      const result = await moderate.mutateAsync(action.build(answer));
      toast.success(result.message);
      setPending(null);
    } catch (caught) {
      const message = errorMessage(caught, translate('mod.actionFailed'));
      if (action.request) setError(message);
      else toast.error(message);
    }
  };

  const onAction = (action: PendingAction) => {
    setError(null);
    if (action.request) setPending(action);
    else void run(action, { text: '' });
  };

  if (queue.isPending) return <Spinner label={t('mod.loadingReports')} showLabel />;
  if (queue.isError) {
    return (
      <div className="vx-alert vx-alert-error" role="alert">
        <p>{errorMessage(queue.error, t('mod.failed'))}</p>
        <button type="button" className="vx-btn vx-btn-sm" onClick={() => void queue.refetch()}>
          {common.t('action.retry')}
        </button>
      </div>
    );
  }
  const groups = queue.data.pages.flatMap((page) => page.items);
  return (
    <>
      {groups.length === 0 ? (
        <EmptyState
          title={status === 'open' ? t('mod.noOpen') : t('mod.noClosed')}
          message={status === 'open' ? t('mod.noOpenMessage') : t('mod.noClosedMessage')}
        />
      ) : (
        <div className="vx-mod-groups">
          {groups.map((group) => (
            <ReportGroupCard
              key={`${group.target.type}:${group.target.id}`}
              group={group}
              open={status === 'open'}
              busy={moderate.isPending}
              onAction={onAction}
            />
          ))}
        </div>
      )}
      <LoadMore
        hasMore={queue.hasNextPage}
        loading={queue.isFetchingNextPage}
        onMore={() => void queue.fetchNextPage()}
      />
      {pending?.request ? (
        <ActionDialog
          request={pending.request}
          busy={moderate.isPending}
          error={error}
          onSubmit={(answer) => void run(pending, answer)}
          onClose={() => setPending(null)}
        />
      ) : null}
    </>
  );
}

function LogPanel() {
  const t = useT();
  const common = useCommon();
  const log = useModerationLog();
  if (log.isPending) return <Spinner label={t('mod.loadingLog')} showLabel />;
  if (log.isError) {
    return (
      <div className="vx-alert vx-alert-error" role="alert">
        <p>{errorMessage(log.error, t('mod.failed'))}</p>
        <button type="button" className="vx-btn vx-btn-sm" onClick={() => void log.refetch()}>
          {common.t('action.retry')}
        </button>
      </div>
    );
  }
  const entries = log.data.pages.flatMap((page) => page.items);
  return (
    <>
      {entries.length === 0 ? (
        <EmptyState title={t('mod.logEmpty')} message={t('mod.logEmptyMessage')} />
      ) : (
        <ModerationLog entries={entries} />
      )}
      <LoadMore
        hasMore={log.hasNextPage}
        loading={log.isFetchingNextPage}
        onMore={() => void log.fetchNextPage()}
      />
    </>
  );
}

function LoadMore({
  hasMore,
  loading,
  onMore,
}: {
  hasMore: boolean;
  loading: boolean;
  onMore: () => void;
}) {
  const t = useProfileT();
  const common = useCommon();
  if (!hasMore) return null;
  return (
    <div className="vx-mod-more">
      <button type="button" className="vx-btn" disabled={loading} onClick={onMore}>
        {loading ? common.t('status.loading') : t('common.loadMore')}
      </button>
    </div>
  );
}
