import { PREFERENCE_MESSAGES } from '@voices/contracts/constants';
import { useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import {
  TIMINGS,
  errorMessage,
  getSessionToken,
  localizeMessage,
  setLocalPreferredTemplate,
  useCommonT,
  useDocumentTitle,
  useSession,
} from '@voices/platform';
import { useSavePreferredTemplate } from '@voices/platform/api';
import { ConfirmDialog, toast } from '@voices/ui';
import { useThemeRegistry } from '../../features/compose/hooks/use-theme-registry';
import { StoryForm } from '../../features/compose/components/story-form';
import '../../features/compose/components/compose.css';
import { t as translate, Trans, useT } from '../../i18n';

/** `/contribute/{templateId}`: write a story in the chosen theme and publish it. */
export function ComposePage() {
  const { templateId = '' } = useParams();
  const user = useSession((state) => state.user);
  const registry = useThemeRegistry();
  const themeId = registry.normalize(templateId);
  const theme = registry.themes.find((candidate) => candidate.id === themeId);
  const [confirming, setConfirming] = useState(false);
  const savingTheme = useSavePreferredTemplate();
  const navigate = useNavigate();
  const t = useT();
  const common = useCommonT();
  useDocumentTitle(t('compose.documentTitle'));

  if (!user) return <Navigate to="/login" replace />;
  if (templateId !== themeId && templateId === 'modern') {
    return <Navigate to={`/contribute/${themeId}`} replace />;
  }

  const saveTheme = async () => {
    setConfirming(false);
    if (!user.id || !themeId) {
      toast.error(translate('compose.saveMissing'), TIMINGS.themeErrorMs);
      return;
    }
    setLocalPreferredTemplate(user.id, themeId);
    if (!getSessionToken()) {
      toast.info(translate('compose.savedLocally'), TIMINGS.themeErrorMs);
      return;
    }
    try {
      await savingTheme.mutateAsync(themeId);
      toast.success(localizeMessage(PREFERENCE_MESSAGES.themeSaved), TIMINGS.themeSavedMs);
    } catch (error) {
      const message = errorMessage(error, '');
      toast.error(
        message
          ? translate('compose.saveError', { reason: message })
          : translate('compose.saveFailed'),
        TIMINGS.themeErrorMs,
      );
    }
  };

  const unknown = registry.ready && !theme;
  const cancelLabel = common('action.cancel');
  const themeLabel = theme ? `${theme.emoji ?? ''} ${theme.name}`.trim() : themeId;

  return (
    <section className="vx-container vx-compose-page" aria-labelledby="vx-compose-heading">
      <header className="vx-compose-page-head">
        <div>
          <p className="vx-kicker">{t('compose.kicker')}</p>
          <h1 id="vx-compose-heading" className="vx-compose-page-title">
            {t('compose.title')}
          </h1>
          <p className="vx-muted">
            <Trans
              id="compose.theme"
              values={{ theme: themeLabel }}
              components={{ 0: <strong /> }}
            />
          </p>
          {unknown && (
            <p className="vx-error-text" role="alert">
              {t('compose.themeUnknown')}
            </p>
          )}
        </div>
        <div className="vx-compose-page-tools">
          <Link className="vx-btn vx-btn-ghost" to="/contribute?bypassPref=1">
            {t('compose.changeTheme')}
          </Link>
          <button
            type="button"
            className="vx-btn vx-btn-ghost"
            disabled={savingTheme.isPending || unknown}
            onClick={() => setConfirming(true)}
          >
            {savingTheme.isPending ? t('compose.savingTheme') : t('compose.saveTheme')}
          </button>
        </div>
      </header>

      <StoryForm
        themeId={themeId}
        contentRows={8}
        layout="page"
        onThemeChange={(id) =>
          navigate(`/contribute/${encodeURIComponent(registry.normalize(id))}`, { replace: true })
        }
      />

      <ConfirmDialog
        open={confirming}
        title={t('compose.confirmTitle')}
        message={t('compose.confirmMessage')}
        confirmLabel={t('compose.confirmLabel')}
        cancelLabel={cancelLabel}
        onConfirm={saveTheme}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
