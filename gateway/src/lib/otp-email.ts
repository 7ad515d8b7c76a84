import { OTP_TTL_MINUTES } from '@voices/contracts';
import type { OtpPurpose } from '../db/types';
import { escapeMarkup } from './text/markup';

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

/** The purposes whose e-mail carries a code. */
export type CodePurpose = Exclude<OtpPurpose, 'notice'>;

const TAGLINE = 'Your world, your voice: Share, read & react to global stories';

const WORDING: Record<CodePurpose, { subject: string; lead: string; next: string }> = {
  register: {
    subject: 'Your Voices verification code',
    lead: 'Welcome to Voices! Your verification code is',
    next: 'Enter it on the Email Verification screen to finish creating your account.',
  },
  login: {
    subject: 'Your Voices sign-in code',
    lead: 'Your Voices sign-in code is',
    next: 'Enter it on the Login Verification screen to sign in.',
  },
  'account-delete': {
    subject: 'Your code to delete your Voices account',
    lead: 'You asked to delete your Voices account. The confirmation code is',
    next: 'Enter it in your settings to delete your account, your stories and everything else of yours. This cannot be undone.',
  },
  'email-change': {
    subject: 'Confirm your new Voices email address',
    lead: 'Someone asked to make this the address of a Voices account. The confirmation code is',
    next: 'Enter it on your profile to make this your sign-in address. Until then, the account keeps its current address.',
  },
};

/** The text and HTML parts around the given paragraphs (the HTML ones already escaped). */
export function frame(subject: string, text: string[], html: string): EmailContent {
  const textPart = [...text, '-- ', 'Voices', TAGLINE, ''].join('\n');
  // Inline styles only: mail clients drop <style> blocks and external sheets.
  const htmlPart = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeMarkup(subject)}</title></head>
<body style="margin:0;padding:0;background:#f3f4f6;font-family:Helvetica,Arial,sans-serif;color:#111827">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6;padding:24px 0">
<tr><td align="center">
<table role="presentation" width="480" cellpadding="0" cellspacing="0" style="max-width:480px;width:100%;background:#ffffff;border-radius:12px;overflow:hidden">
<tr><td style="background:#1f2937;color:#ffffff;padding:20px 28px;font-size:22px;font-weight:bold;letter-spacing:0.5px">Voices</td></tr>
<tr><td style="padding:28px">
${html}
</td></tr>
<tr><td style="padding:16px 28px;border-top:1px solid #e5e7eb;font-size:12px;color:#6b7280">Voices &middot; ${escapeMarkup(TAGLINE)}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
  return { subject, text: textPart, html: htmlPart };
}

export const paragraph = (text: string, style = 'margin:0 0 12px;font-size:15px;line-height:1.5') =>
  `<p style="${style}">${escapeMarkup(text)}</p>`;

/** The e-mail carrying a one-time code: a text and an HTML part, both with the code and its validity. */
export function otpEmail(code: string, purpose: CodePurpose): EmailContent {
  const { subject, lead, next } = WORDING[purpose];
  const validity = `It is valid for ${OTP_TTL_MINUTES} minutes and can be used once.`;
  const ignore =
    'If you did not ask for this code, you can ignore this email: nothing happens without it. Never share the code with anyone.';
  return frame(
    subject,
    [`${lead} ${code}`, '', `${validity} ${next}`, '', ignore, ''],
    [
      paragraph(lead, 'margin:0 0 16px;font-size:16px;line-height:1.5'),
      `<p style="margin:0 0 20px;font-size:36px;font-weight:bold;letter-spacing:12px;font-family:'Courier New',Courier,monospace;color:#1f2937">${code}</p>`,
      paragraph(`${validity} ${next}`),
      paragraph(ignore, 'margin:0;font-size:13px;line-height:1.5;color:#6b7280'),
    ].join('\n'),
  );
}

function noticeEmail(subject: string, paragraphs: string[]): EmailContent {
  return frame(
    subject,
    paragraphs.flatMap((p) => [p, '']),
    paragraphs.map((p) => paragraph(p)).join('\n'),
  );
}

/** To the owner of an address that someone tried to register again: the probe is not silent. */
export function registrationAttemptEmail(): EmailContent {
  return noticeEmail('Someone tried to register with your Voices address', [
    'Someone asked to create a new Voices account with this email address, which already has one. No account was created and nothing about yours has changed.',
    'If it was you, sign in instead: there is no need to register again.',
    'If it was not you, you need not do anything. Nobody can sign in to your account without a code sent to this address. Never share such a code with anyone.',
  ]);
}

/** To the old address once an account's address has changed. */
export function emailChangedEmail(change: { name: string; to: string; at: Date }): EmailContent {
  const when = `${change.at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  return noticeEmail('Your Voices email address was changed', [
    `The email address of the Voices account of ${change.name} was changed to ${change.to} on ${when}. Sign-in codes now go to the new address, and every other device signed in to the account was signed out.`,
    'If you made this change, you need not do anything.',
    'If you did not, someone else may have had access to your account. Sign-in codes no longer come to this address, so please contact the team that runs this Voices site at once and quote this email.',
  ]);
}
