import { OTP_TTL_MINUTES, type StoryLanguage } from '@voices/contracts';
import type { OtpPurpose } from '../db/types';
import { textsIn, type GatewayMessageKey } from './i18n/email-texts';
import { escapeMarkup } from './text/markup';

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

/** The purposes whose e-mail carries a code. */
export type CodePurpose = Exclude<OtpPurpose, 'notice'>;

/** The catalogue's group of each purpose's subject, lead and next step. */
const WORDING: Record<CodePurpose, 'register' | 'login' | 'accountDelete' | 'emailChange'> = {
  register: 'register',
  login: 'login',
  'account-delete': 'accountDelete',
  'email-change': 'emailChange',
};

/**
 * The text and HTML parts around the given paragraphs (the HTML ones already escaped), in the
 * language the paragraphs are written in: the HTML says so on its root.
 */
export function frame(
  language: StoryLanguage,
  subject: string,
  text: string[],
  html: string,
): EmailContent {
  const tagline = textsIn(language)('email.tagline');
  const textPart = [...text, '-- ', 'Voices', tagline, ''].join('\n');
  // Inline styles only: mail clients drop <style> blocks and external sheets.
  const htmlPart = `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeMarkup(subject)}</title></head>
<body style="margin:0;padding:0;background:#f3f4f6;font-family:Helvetica,Arial,sans-serif;color:#111827">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6;padding:24px 0">
<tr><td align="center">
<table role="presentation" width="480" cellpadding="0" cellspacing="0" style="max-width:480px;width:100%;background:#ffffff;border-radius:12px;overflow:hidden">
<tr><td style="background:#1f2937;color:#ffffff;padding:20px 28px;font-size:22px;font-weight:bold;letter-spacing:0.5px">Voices</td></tr>
<tr><td style="padding:28px">
${html}
</td></tr>
<tr><td style="padding:16px 28px;border-top:1px solid #e5e7eb;font-size:12px;color:#6b7280">Voices &middot; ${escapeMarkup(tagline)}</td></tr>
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

/**
 * The e-mail carrying a one-time code, in the language of the request that asked for it: a
 * text and an HTML part, both with the code and its validity.
 */
export function otpEmail(
  code: string,
  purpose: CodePurpose,
  language: StoryLanguage,
): EmailContent {
  const t = textsIn(language);
  const group = WORDING[purpose];
  const subject = t(`otp.${group}.subject`);
  const lead = t(`otp.${group}.lead`);
  const next = t(`otp.${group}.next`);
  const validity = t('otp.validity', { minutes: String(OTP_TTL_MINUTES) });
  const ignore = t('otp.ignore');
  return frame(
    language,
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

function noticeEmail(language: StoryLanguage, subject: string, paragraphs: string[]): EmailContent {
  return frame(
    language,
    subject,
    paragraphs.flatMap((p) => [p, '']),
    paragraphs.map((p) => paragraph(p)).join('\n'),
  );
}

/**
 * To the owner of an address that someone tried to register again, in the owner's language
 * (not the one of whoever tried): the probe is not silent.
 */
export function registrationAttemptEmail(language: StoryLanguage): EmailContent {
  const t = textsIn(language);
  const keys: GatewayMessageKey[] = [
    'notice.registrationAttempt.happened',
    'notice.registrationAttempt.ifYou',
    'notice.registrationAttempt.ifNotYou',
  ];
  return noticeEmail(
    language,
    t('notice.registrationAttempt.subject'),
    keys.map((key) => t(key)),
  );
}

/** When an address changed, as the member reads dates: "5 March 2026 at 14:07 UTC". */
function changedAt(at: Date, language: StoryLanguage): string {
  return new Intl.DateTimeFormat(language, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).format(at);
}

/** To the old address once an account's address has changed, in the member's language. */
export function emailChangedEmail(
  change: { name: string; to: string; at: Date },
  language: StoryLanguage,
): EmailContent {
  const t = textsIn(language);
  return noticeEmail(language, t('notice.emailChanged.subject'), [
    t('notice.emailChanged.happened', {
      name: change.name,
      to: change.to,
      when: changedAt(change.at, language),
    }),
    t('notice.emailChanged.ifYou'),
    t('notice.emailChanged.ifNotYou'),
  ]);
}
