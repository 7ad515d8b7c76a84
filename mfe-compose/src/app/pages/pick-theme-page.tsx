import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  CommonTrans,
  getLocalPreferredTemplate,
  setLocalPreferredTemplate,
  useDocumentTitle,
  useSession,
} from '@voices/platform';
import { usePreferredTemplate, useSavePreferredTemplate } from '@voices/platform/api';
import { Spinner } from '@voices/ui';
import { useThemeRegistry } from '../../features/compose/hooks/use-theme-registry';
import { ThemeChooser } from '../../features/compose/components/theme-chooser';
import '../../features/compose/components/compose.css';
import { useT } from '../../i18n';

/** `/contribute`: goes on to the saved theme unless `bypassPref` asks to choose again. */
export function PickThemePage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const bypass = params.has('bypassPref');
  const userId = useSession((state) => state.user?.id ?? '');
  const registry = useThemeRegistry();
  const asks = !bypass && userId !== '';
  const [checking, setChecking] = useState(asks);
  const saved = usePreferredTemplate(asks);
  const saveTemplate = useSavePreferredTemplate();
  const t = useT();
  useDocumentTitle(t('pick.title'));

  const { normalize, themes, ready } = registry;
  const { data: serverChoice, isSuccess, isError } = saved;
  useEffect(() => {
    if (!asks) {
      setChecking(false);
      return;
    }
    if (!ready || !(isSuccess || isError)) return;
    const known = (id: string | null | undefined) => {
      if (!id) return null;
      const normal = normalize(id);
      return themes.some((theme) => theme.id === normal) ? normal : null;
    };
    // The server's choice first, else the one kept in this browser.
    const id = (isSuccess ? known(serverChoice) : null) ?? known(getLocalPreferredTemplate(userId));
    if (id) navigate(`/contribute/${id}`, { replace: true });
    else setChecking(false);
  }, [asks, userId, ready, isSuccess, isError, serverChoice, normalize, themes, navigate]);

  const choose = (themeId: string) => {
    const id = normalize(themeId);
    if (userId) {
      setLocalPreferredTemplate(userId, id);
      // The local copy already holds the choice; the server learns it when it can.
      saveTemplate.mutate(id);
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
          <p className="vx-kicker">{t('pick.kicker')}</p>
          <h1 id="vx-pick-heading" className="vx-compose-page-title">
            {t('pick.title')}
          </h1>
          <p className="vx-muted">{t('pick.lead')}</p>
        </div>
        <div className="vx-compose-page-tools">
          <button type="button" className="vx-btn vx-btn-ghost" onClick={back}>
            <CommonTrans id="action.back" />
          </button>
        </div>
      </header>
      {checking ? (
        <Spinner label={t('pick.checking')} showLabel size="lg" />
      ) : (
        <ThemeChooser themes={themes} onChoose={choose} />
      )}
    </section>
  );
}
