import { Link, useNavigate } from 'react-router-dom';
import { useSession } from '@voices/platform';
import { Modal } from '@voices/ui';

export interface ShareNewsModalProps {
  open: boolean;
  onClose: () => void;
}

/** The Share Your News dialog the feed opens; visitors are asked to sign in first. */
export function ShareNewsModal({ open, onClose }: ShareNewsModalProps) {
  const signedIn = useSession((state) => state.user !== null);
  const navigate = useNavigate();

  const go = (to: string) => {
    onClose();
    navigate(to);
  };

  if (!signedIn) {
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

  return (
    <Modal
      open={open}
      title="Share Your News"
      onClose={onClose}
      footer={
        <>
          <button type="button" className="vx-btn vx-btn-ghost" onClick={onClose}>
            Not now
          </button>
          <Link className="vx-btn vx-btn-primary" to="/contribute" onClick={onClose}>
            Start writing
          </Link>
        </>
      }
    >
      <p>Pick a newspaper theme, write your story and publish it for readers on Voices.</p>
    </Modal>
  );
}
