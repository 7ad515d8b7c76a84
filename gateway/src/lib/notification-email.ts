import { frame, paragraph, type EmailContent } from './otp-email';
import { escapeMarkup } from './text/markup';
import type { DigestStory } from '../repositories/email-preferences-repository';

// The e-mails a member may switch on (issue 15): a new follower, and a daily digest of new
// stories by the authors they follow. Each says why it came and how to stop it in one click.

const LINK_STYLE = 'color:#1d4ed8;text-decoration:underline';

function unsubscribeFooter(kindText: string, unsubscribeUrl: string, settingsUrl: string) {
  const text = [
    `You receive this because you switched on ${kindText} in your Voices settings.`,
    `Stop these e-mails: ${unsubscribeUrl}`,
    `All e-mail settings: ${settingsUrl}`,
  ];
  const html = `<p style="margin:20px 0 0;font-size:13px;line-height:1.5;color:#6b7280">You receive this because you switched on ${escapeMarkup(kindText)} in your Voices settings. <a href="${escapeMarkup(unsubscribeUrl)}" style="${LINK_STYLE}">Stop these e-mails</a> &middot; <a href="${escapeMarkup(settingsUrl)}" style="${LINK_STYLE}">All e-mail settings</a></p>`;
  return { text, html };
}

export interface NewFollowerEmailInput {
  followerName: string;
  profileUrl: string;
  unsubscribeUrl: string;
  settingsUrl: string;
}

export function newFollowerEmail(input: NewFollowerEmailInput): EmailContent {
  const subject = `${input.followerName} is now following you on Voices`;
  const lead = `${input.followerName} started following you. They will be told when you publish a story.`;
  const footer = unsubscribeFooter(
    'e-mails about new followers',
    input.unsubscribeUrl,
    input.settingsUrl,
  );
  return frame(
    subject,
    [lead, '', `See their profile: ${input.profileUrl}`, '', ...footer.text, ''],
    [
      paragraph(lead, 'margin:0 0 16px;font-size:16px;line-height:1.5'),
      `<p style="margin:0 0 8px"><a href="${escapeMarkup(input.profileUrl)}" style="display:inline-block;background:#1f2937;color:#ffffff;padding:10px 18px;border-radius:8px;text-decoration:none;font-size:15px">See their profile</a></p>`,
      footer.html,
    ].join('\n'),
  );
}

export interface DigestEmailInput {
  stories: DigestStory[];
  storyUrl: (id: string) => string;
  unsubscribeUrl: string;
  settingsUrl: string;
}

const SUMMARY_CHARS = 200;

function shortSummary(summary: string | null): string {
  if (!summary) return '';
  const text = summary.replace(/\s+/g, ' ').trim();
  return text.length <= SUMMARY_CHARS ? text : `${text.slice(0, SUMMARY_CHARS - 1).trimEnd()}…`;
}

export function digestEmail(input: DigestEmailInput): EmailContent {
  const count = input.stories.length;
  const subject =
    count === 1
      ? `A new story from an author you follow: ${input.stories[0]!.title}`
      : `${count} new stories from authors you follow`;
  const lead =
    count === 1
      ? 'Since your last digest, an author you follow published a story.'
      : `Since your last digest, authors you follow published ${count} stories.`;
  const footer = unsubscribeFooter('the daily digest', input.unsubscribeUrl, input.settingsUrl);
  const textLines = input.stories.flatMap((story) => {
    const summary = shortSummary(story.summary);
    return [
      `${story.title}`,
      `by ${story.authorName}`,
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
<div style="margin-top:4px;font-size:13px;color:#6b7280">by ${escapeMarkup(story.authorName)}</div>
${summary ? `<div style="margin-top:6px;font-size:14px;line-height:1.5;color:#374151">${escapeMarkup(summary)}</div>` : ''}
</td></tr>`;
    })
    .join('\n');
  return frame(
    subject,
    [lead, '', ...textLines, ...footer.text, ''],
    [
      paragraph(lead, 'margin:0 0 8px;font-size:16px;line-height:1.5'),
      `<table role="presentation" width="100%" cellpadding="0" cellspacing="0">${htmlStories}</table>`,
      footer.html,
    ].join('\n'),
  );
}
