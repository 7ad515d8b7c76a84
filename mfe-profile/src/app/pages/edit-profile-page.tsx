import { useId } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useDocumentTitle, useSession } from '@voices/platform';
import { ProfileForm } from '../../features/profile/components/profile-form';
import { AccountSettings } from '../../features/settings/components/account-settings';
import '../../features/profile/components/profile.css';

/** /edit-profile: name, e-mail, short bio and photo; back to /profile once saved. */
export function EditProfilePage() {
  useDocumentTitle('Edit Profile');
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
            <p className="vx-kicker">Your Voices</p>
            <h1 id={headingId} className="vx-profile-edit-title">
              Edit Profile
            </h1>
            <p className="vx-muted">
              How readers see you: your name, photo and a few words about you.
            </p>
          </header>
          {user && id ? (
            <ProfileForm
              user={{ ...user, id }}
              onDone={() => navigate('/profile')}
              onCancel={() => navigate('/profile')}
            />
          ) : (
            <p>
              Please <Link to="/login?redirect=%2Fedit-profile">log in</Link> to edit your profile.
            </p>
          )}
        </section>
        {user && id ? <AccountSettings /> : null}
      </div>
    </div>
  );
}
