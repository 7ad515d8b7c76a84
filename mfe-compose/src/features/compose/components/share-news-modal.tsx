import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  TIMINGS,
  getLocalPreferredTemplate,
  setLocalPreferredTemplate,
  useSession,
} from '@voices/platform';
import { usePreferredTemplate, useSavePreferredTemplate } from '@voices/platform/api';
import { Modal, Spinner } from '@voices/ui';
import { useThemeRegistry } from '../hooks/use-theme-registry';
import { StoryForm } from './story-form';
import { ThemeChooser } from './theme-chooser';
import { useT } from '../../../i18n';
import './compose.css';

export interface ShareNewsModalProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The Share Your News dialog the feed opens; visitors are asked to sign in first. The story's
 * theme is the member's saved one (this browser's copy, else the server's); a member who has
 * never saved one chooses it first, and the rest of the form opens once they have.
 */
export function ShareNewsModal({ open, onClose }: ShareNewsModalProps) {
  const user = useSession((state) => state.user);
  const token = useSession((state) => state.token);
  const navigate = useNavigate();
  const registry = useThemeRegistry();
  const userId = user?.id ?? '';
  const themeTitleId = useId();
  const stepTitle = useRef<HTMLHeadingElement>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const saveTemplate = useSavePreferredTemplate();
  const t = useT();

  const { normalize, themes } = registry;
  const known = (id: string | null | undefined) => {
    if (!id) return null;
    const normal = normalize(id);
    return themes.some((theme) => theme.id === normal) ? normal : null;
  };
  const local = known(userId ? getLocalPreferredTemplate(userId) : null);
  // The server is asked only when this browser keeps no choice. Its null (never saved one),
  // like a failure to answer, leaves the choice to the member: nothing is preselected.
  const asksServer = open && userId !== '' && token !== null && local === null;
  const server = usePreferredTemplate(asksServer);
  const themeId = chosen ?? local ?? (server.isSuccess ? known(server.data) : null);
  const checking = themeId === null && asksServer && server.isPending;
  const choosingFirst = user !== null && themeId === null && !checking;

  useEffect(() => {
    if (open && choosingFirst) stepTitle.current?.focus();
  }, [open, choosingFirst]);

  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => setSaved(false), TIMINGS.themeSavedMs);
    return () => clearTimeout(timer);
  }, [saved]);

  const go = (to: string) => {
    onClose();
    navigate(to);
  };

  if (!user) {
    return (
      <Modal
        open={open}
        title={t('share.loginTitle')}
        onClose={onClose}
        footer={
          <>
            <button type="button" className="vx-btn vx-btn-ghost" onClick={() => go('/')}>
              {t('share.goBack')}
            </button>
            <button type="button" className="vx-btn vx-btn-primary" onClick={() => go('/login')}>
              {t('share.loginNow')}
            </button>
          </>
        }
      >
        <p>{t('share.loginBody')}</p>
      </Modal>
    );
  }

  const chooseTheme = (id: string) => {
    const next = normalize(id);
    setChosen(next);
    setLocalPreferredTemplate(userId, next);
    setSaved(true);
    // Saving the theme from the dialog is best effort: the local copy already has it.
    if (token) saveTemplate.mutate(next);
  };

  return (
    <Modal open={open} title={t('share.title')} size="xl" onClose={onClose}>
      {checking ? (
        <Spinner label={t('share.checking')} showLabel />
      ) : (
        <div className="vx-stack">
          <section className="vx-field" aria-labelledby={themeTitleId}>
            {choosingFirst ? (
              <div className="vx-compose-theme-step">
                <h3
                  id={themeTitleId}
                  ref={stepTitle}
                  tabIndex={-1}
                  className="vx-compose-step-title"
                >
                  {t('share.chooseTitle')}
                </h3>
                <p className="vx-muted">{t('share.chooseLead')}</p>
              </div>
            ) : (
              <span id={themeTitleId} className="vx-label">
                {t('share.theme')}
              </span>
            )}
            <ThemeChooser themes={themes} selected={themeId} onChoose={chooseTheme} />
            {saved && (
              <p role="status" className="vx-compose-notice">
                {t('share.themeSaved')}
              </p>
            )}
          </section>
          {themeId !== null && (
            <StoryForm
              themeId={themeId}
              contentRows={6}
              layout="dialog"
              submitLabel={t('share.publish')}
              onThemeChange={(id) => {
                if (known(id)) setChosen(normalize(id));
              }}
            />
          )}
        </div>
      )}
    </Modal>
  );
}
