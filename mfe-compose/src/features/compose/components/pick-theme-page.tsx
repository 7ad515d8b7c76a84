import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { getLocalPreferredTemplate, setLocalPreferredTemplate, useSession } from '@voices/platform';
import { Spinner } from '@voices/ui';
import { getPreferredTemplate, savePreferredTemplate } from '../api/preferred-template';
import { useThemeRegistry } from '../hooks/use-theme-registry';
import { ThemeChooser } from './theme-chooser';
import './compose.css';
import { useDocumentTitle } from '@voices/platform';

/** `/contribute`: goes on to the saved theme unless `bypassPref` asks to choose again. */
export function PickThemePage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const bypass = params.has('bypassPref');
  const userId = useSession((state) => state.user?.id ?? '');
  const registry = useThemeRegistry();
  const [checking, setChecking] = useState(!bypass && userId !== '');
  useDocumentTitle('Pick a Theme');

  const { normalize, themes, ready } = registry;
  useEffect(() => {
    if (bypass || !userId) {
      setChecking(false);
      return;
    }
    if (!ready) return;
    let live = true;
    const known = (id: string | null) => {
      if (!id) return null;
      const normal = normalize(id);
      return themes.some((theme) => theme.id === normal) ? normal : null;
    };
    const go = (id: string | null) => {
      if (!live) return;
      if (id) navigate(`/contribute/${id}`, { replace: true });
      else setChecking(false);
    };
    getPreferredTemplate().then(
      (id) => go(known(id) ?? known(getLocalPreferredTemplate(userId))),
      () => go(known(getLocalPreferredTemplate(userId))),
    );
    return () => {
      live = false;
    };
  }, [bypass, userId, ready, normalize, themes, navigate]);

  const choose = (themeId: string) => {
    const id = normalize(themeId);
    if (userId) {
      setLocalPreferredTemplate(userId, id);
      // The local copy already holds the choice; the server learns it when it can.
      savePreferredTemplate(id).catch(() => undefined);
    }
    navigate(`/contribute/${id}`, { replace: true });
  };

  const back = () => {
    if (window.history.length > 1) navigate(-1);
    else navigate('/home');
  };

  return (
    <section className="vx-container vx-compose-page" aria-labelledby="vx-pick-heading">
      <header className="vx-compose-page-head">
        <div>
          <p className="vx-kicker">Share Your News</p>
          <h1 id="vx-pick-heading" className="vx-compose-page-title">
            Pick a Theme
          </h1>
          <p className="vx-muted">
            Choose the newspaper style your story appears in. You can change it whenever you like.
          </p>
        </div>
        <div className="vx-compose-page-tools">
          <button type="button" className="vx-btn vx-btn-ghost" onClick={back}>
            Back
          </button>
        </div>
      </header>
      {checking ? (
        <Spinner label="Checking preferences..." showLabel size="lg" />
      ) : (
        <ThemeChooser themes={themes} onChoose={choose} />
      )}
    </section>
  );
}
