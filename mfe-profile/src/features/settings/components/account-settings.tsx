import { BlockedMembers } from './blocked-members';
import { EmailSettings } from './email-settings';
import { DeleteAccount, DownloadData } from './your-data';
import './settings.css';

/** The member's settings under Edit Profile: e-mails, blocks, their data, deletion. */
export function AccountSettings() {
  return (
    <div className="vx-settings">
      <EmailSettings />
      <BlockedMembers />
      <DownloadData />
      <DeleteAccount />
    </div>
  );
}
