import { OTP_TTL_MINUTES } from '@voices/contracts';
import type { OtpPurpose } from '../db/types';

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

const TAGLINE = 'Your world, your voice: Share, read & react to global stories';

const WORDING: Record<OtpPurpose, { subject: string; lead: string; next: string }> = {
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
};

/** The e-mail carrying a one-time code: a text and an HTML part, both with the code and its validity. */
export function otpEmail(code: string, purpose: OtpPurpose): EmailContent {
  const { subject, lead, next } = WORDING[purpose];
  const validity = `It is valid for ${OTP_TTL_MINUTES} minutes and can be used once.`;
  const ignore =
    'If you did not ask for this code, you can ignore this email: nothing happens without it. Never share the code with anyone.';
  const text = [
    `${lead} ${code}`,
    '',
    `${validity} ${next}`,
    '',
    ignore,
    '',
    '-- ',
    'Voices',
    TAGLINE,
    '',
  ].join('\n');

  // Inline styles only: mail clients drop <style> blocks and external sheets.
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${subject}</title></head>
<body style="margin:0;padding:0;background:#f3f4f6;font-family:Helvetica,Arial,sans-serif;color:#111827">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6;padding:24px 0">
<tr><td align="center">
<table role="presentation" width="480" cellpadding="0" cellspacing="0" style="max-width:480px;width:100%;background:#ffffff;border-radius:12px;overflow:hidden">
<tr><td style="background:#1f2937;color:#ffffff;padding:20px 28px;font-size:22px;font-weight:bold;letter-spacing:0.5px">Voices</td></tr>
<tr><td style="padding:28px">
<p style="margin:0 0 16px;font-size:16px;line-height:1.5">${lead}</p>
<p style="margin:0 0 20px;font-size:36px;font-weight:bold;letter-spacing:12px;font-family:'Courier New',Courier,monospace;color:#1f2937">${code}</p>
<p style="margin:0 0 12px;font-size:15px;line-height:1.5">${validity} ${next}</p>
<p style="margin:0;font-size:13px;line-height:1.5;color:#6b7280">${ignore}</p>
</td></tr>
<tr><td style="padding:16px 28px;border-top:1px solid #e5e7eb;font-size:12px;color:#6b7280">Voices &middot; ${TAGLINE.replace('&', '&amp;')}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
  return { subject, text, html };
}
