import { TIMINGS, PREFERENCE_MESSAGES } from '@voices/contracts/constants';
import { useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import {
  errorMessage,
  getSessionToken,
  setLocalPreferredTemplate,
  useDocumentTitle,
  useSavePreferredTemplate,
  useSession,
} from '@voices/platform';
import { ConfirmDialog, toast } from '@voices/ui';
import { useThemeRegistry } from '../../features/compose/hooks/use-theme-registry';
import { StoryForm } from '../../features/compose/components/story-form';
import '../../features/compose/components/compose.css';

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
  useDocumentTitle('Compose');

  if (!user) return <Navigate to="/login" replace />;
  if (templateId !== themeId && templateId === 'modern') {
    return <Navigate to={`/contribute/${themeId}`} replace />;
  }

  const saveTheme = async () => {
    setConfirming(false);
    if (!user.id || !themeId) {
      toast.error('Unable to save: missing user or theme.', TIMINGS.themeErrorMs);
      return;
    }
    setLocalPreferredTemplate(user.id, themeId);
    if (!getSessionToken()) {
      toast.info(
        'Theme saved locally. Please log in again to sync to server.',
        TIMINGS.themeErrorMs,
      );
      return;
    }
    try {
      await savingTheme.mutateAsync(themeId);
      toast.success(PREFERENCE_MESSAGES.themeSaved, TIMINGS.themeSavedMs);
    } catch (error) {
      const message = errorMessage(error, '');
      toast.error(message ? `Error: ${message}` : 'Failed to save theme.', TIMINGS.themeErrorMs);
    }
  };

  const unknown = registry.ready && !theme;

  return (
    <section className="vx-container vx-compose-page" aria-labelledby="vx-compose-heading">
      <header className="vx-compose-page-head">
        <div>
          <p className="vx-kicker">Share Your News</p>
          <h1 id="vx-compose-heading" className="vx-compose-page-title">
            Write your story
          </h1>
          <p className="vx-muted">
            Theme: <strong>{theme ? `${theme.emoji ?? ''} ${theme.name}`.trim() : themeId}</strong>
          </p>
          {unknown && (
            <p className="vx-error-text" role="alert">
              This theme is not recognized.
            </p>
          )}
        </div>
        <div className="vx-compose-page-tools">
          <Link className="vx-btn vx-btn-ghost" to="/contribute?bypassPref=1">
            Change Theme
          </Link>
          <button
            type="button"
            className="vx-btn vx-btn-ghost"
            disabled={savingTheme.isPending || unknown}
            onClick={() => setConfirming(true)}
          >
            {savingTheme.isPending ? 'Saving...' : 'Save Theme'}
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
        title="Confirm Theme Change"
        message="Are you sure you want to change the theme? This will replace your current theme with the new one."
        confirmLabel="Yes, Save Theme"
        cancelLabel="Cancel"
        onConfirm={saveTheme}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
