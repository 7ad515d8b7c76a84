import type { StoryLanguage } from '@voices/contracts';
import { textsIn, type Texts } from './i18n/email-texts';
import { frame, paragraph, type EmailContent } from './otp-email';
import { escapeMarkup } from './text/markup';
import type { DigestStory } from '../repositories/email-preferences-repository';

// The e-mails a member may switch on (issue 15): a new follower, and a daily digest of new
// stories by the authors they follow. Each says why it came and how to stop it in one click,
// in the language the member reads in (they are not there to ask).

const LINK_STYLE = 'color:#1d4ed8;text-decoration:underline';

function unsubscribeFooter(
  t: Texts,
  kind: 'newFollower' | 'digest',
  unsubscribeUrl: string,
  settingsUrl: string,
) {
  const reason = t(kind === 'newFollower' ? 'footer.reason.newFollower' : 'footer.reason.digest');
  const text = [
    reason,
    t('footer.stopText', { url: unsubscribeUrl }),
    t('footer.settingsText', { url: settingsUrl }),
  ];
  const html = `<p style="margin:20px 0 0;font-size:13px;line-height:1.5;color:#6b7280">${escapeMarkup(reason)} <a href="${escapeMarkup(unsubscribeUrl)}" style="${LINK_STYLE}">${escapeMarkup(t('footer.stopLink'))}</a> &middot; <a href="${escapeMarkup(settingsUrl)}" style="${LINK_STYLE}">${escapeMarkup(t('footer.settingsLink'))}</a></p>`;
  return { text, html };
}

export interface NewFollowerEmailInput {
  followerName: string;
  profileUrl: string;
  unsubscribeUrl: string;
  settingsUrl: string;
  /** The recipient's language. */
  language: StoryLanguage;
}

export function newFollowerEmail(input: NewFollowerEmailInput): EmailContent {
  const t = textsIn(input.language);
  const subject = t('follower.subject', { name: input.followerName });
  const lead = t('follower.lead', { name: input.followerName });
  const footer = unsubscribeFooter(t, 'newFollower', input.unsubscribeUrl, input.settingsUrl);
  return frame(
    input.language,
    subject,
    [lead, '', t('follower.profileText', { url: input.profileUrl }), '', ...footer.text, ''],
    [
      paragraph(lead, 'margin:0 0 16px;font-size:16px;line-height:1.5'),
      `<p style="margin:0 0 8px"><a href="${escapeMarkup(input.profileUrl)}" style="display:inline-block;background:#1f2937;color:#ffffff;padding:10px 18px;border-radius:8px;text-decoration:none;font-size:15px">${escapeMarkup(t('follower.profileButton'))}</a></p>`,
      footer.html,
    ].join('\n'),
  );
}

export interface DigestEmailInput {
  stories: DigestStory[];
  storyUrl: (id: string) => string;
  unsubscribeUrl: string;
  settingsUrl: string;
  /** The recipient's language. */
  language: StoryLanguage;
}

const SUMMARY_CHARS = 200;

function shortSummary(summary: string | null): string {
  if (!summary) return '';
  const text = summary.replace(/\s+/g, ' ').trim();
  return text.length <= SUMMARY_CHARS ? text : `${text.slice(0, SUMMARY_CHARS - 1).trimEnd()}…`;
}

export function digestEmail(input: DigestEmailInput): EmailContent {
  const t = textsIn(input.language);
  const count = input.stories.length;
  const subject =
    count === 1
      ? t('digest.subjectOne', { title: input.stories[0]!.title })
      : t('digest.subjectMany', { count: String(count) });
  const lead = count === 1 ? t('digest.leadOne') : t('digest.leadMany', { count: String(count) });
  const footer = unsubscribeFooter(t, 'digest', input.unsubscribeUrl, input.settingsUrl);
  const textLines = input.stories.flatMap((story) => {
    const summary = shortSummary(story.summary);
    return [
      `${story.title}`,
      t('digest.byline', { name: story.authorName }),
      ...(summary ? [summary] : []),
      input.storyUrl(story.id),
      '',
    ];
  });
  const htmlStories = input.stories
    .map((story) => {
      const summary = shortSummary(story.summary);
      return `<tr><td style="padding:14px 0;border-top:1px solid #e5e7eb">
<a href="${escapeMarkup(input.storyUrl(story.id))}" style="font-family:Georgia,'Times New Roman',serif;font-size:19px;line-height:1.3;font-weight:bold;color:#111827;text-decoration:none">${escapeMarkup(story.title)}</a>
<div style="margin-top:4px;font-size:13px;color:#6b7280">${escapeMarkup(t('digest.byline', { name: story.authorName }))}</div>
${summary ? `<div style="margin-top:6px;font-size:14px;line-height:1.5;color:#374151">${escapeMarkup(summary)}</div>` : ''}
</td></tr>`;
    })
    .join('\n');
  return frame(
    input.language,
    subject,
    [lead, '', ...textLines, ...footer.text, ''],
    [
      paragraph(lead, 'margin:0 0 8px;font-size:16px;line-height:1.5'),
      `<table role="presentation" width="100%" cellpadding="0" cellspacing="0">${htmlStories}</table>`,
      footer.html,
    ].join('\n'),
  );
}
