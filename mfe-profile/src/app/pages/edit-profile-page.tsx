import { useId } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useDocumentTitle, useSession } from '@voices/platform';
import { ProfileForm } from '../../features/profile/components/profile-form';
import { AccountSettings } from '../../features/settings/components/account-settings';
import { Trans, useT } from '../../i18n';
import '../../features/profile/components/profile.css';

/** /edit-profile: name, e-mail, short bio and photo; back to /profile once saved. */
export function EditProfilePage() {
  const t = useT();
  useDocumentTitle(t('edit.title'));
  const user = useSession((state) => state.user);
  const navigate = useNavigate();
  const headingId = useId();
  const id = user?.id ?? '';

  return (
    <div className="vx-profile">
      <div className="vx-profile-cover vx-profile-cover--short" aria-hidden="true" />
      <div className="vx-container vx-profile-container vx-profile-container--narrow">
        <section className="vx-card vx-profile-edit-page" aria-labelledby={headingId}>
          <header className="vx-profile-edit-header">
            <p className="vx-kicker">{t('common.yourVoices')}</p>
            <h1 id={headingId} className="vx-profile-edit-title">
              {t('edit.title')}
            </h1>
            <p className="vx-muted">{t('edit.lead')}</p>
          </header>
          {user && id ? (
            <ProfileForm
              user={{ ...user, id }}
              onDone={() => navigate('/profile')}
              onCancel={() => navigate('/profile')}
            />
          ) : (
            <p>
              <Trans
                id="edit.signedOut"
                components={{ 0: <Link to="/login?redirect=%2Fedit-profile" /> }}
              />
            </p>
          )}
        </section>
        {user && id ? <AccountSettings /> : null}
      </div>
    </div>
  );
}
