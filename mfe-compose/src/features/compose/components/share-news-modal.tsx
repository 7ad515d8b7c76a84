import { TIMINGS } from '@voices/contracts/constants';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  getLocalPreferredTemplate,
  getSessionToken,
  setLocalPreferredTemplate,
  useSavePreferredTemplate,
  useSession,
} from '@voices/platform';
import { Modal } from '@voices/ui';
import { useThemeRegistry } from '../hooks/use-theme-registry';
import { StoryForm } from './story-form';
import { ThemeChooser } from './theme-chooser';
import './compose.css';

export interface ShareNewsModalProps {
  open: boolean;
  onClose: () => void;
}

/** The Share Your News dialog the feed opens; visitors are asked to sign in first. */
export function ShareNewsModal({ open, onClose }: ShareNewsModalProps) {
  const user = useSession((state) => state.user);
  const navigate = useNavigate();
  const registry = useThemeRegistry();
  const userId = user?.id ?? '';
  const [themeId, setThemeId] = useState(() =>
    registry.normalize(userId ? getLocalPreferredTemplate(userId) : null),
  );
  const [saved, setSaved] = useState(false);
  const saveTemplate = useSavePreferredTemplate();

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
        title="Login Required"
        onClose={onClose}
        footer={
          <>
            <button type="button" className="vx-btn vx-btn-ghost" onClick={() => go('/')}>
              Go Back
            </button>
            <button type="button" className="vx-btn vx-btn-primary" onClick={() => go('/login')}>
              Login Now
            </button>
          </>
        }
      >
        <p>Please log in to share your news with the Voices community.</p>
      </Modal>
    );
  }

  const chooseTheme = (id: string) => {
    const next = registry.normalize(id);
    setThemeId(next);
    setLocalPreferredTemplate(userId, next);
    setSaved(true);
    // Saving the theme from the dialog is best effort: the local copy already has it.
    if (getSessionToken()) saveTemplate.mutate(next);
  };

  return (
    <Modal open={open} title="Share Your News" size="xl" onClose={onClose}>
      <StoryForm
        themeId={themeId}
        contentRows={6}
        layout="dialog"
        submitLabel="Publish News"
        themeSlot={
          <div className="vx-field">
            <span className="vx-label">Theme</span>
            <ThemeChooser themes={registry.themes} selected={themeId} onChoose={chooseTheme} />
            {saved && (
              <p role="status" className="vx-compose-notice">
                Theme saved
              </p>
            )}
          </div>
        }
      />
    </Modal>
  );
}
