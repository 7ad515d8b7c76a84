export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * Publishes one story by `member` in `theme`, as the compose screen sends it (with `picture`, a
 * PNG, when given); answers its id.
 */
export async function publishStory(baseURL, member, { theme = 'newspaper-classic', picture } = {}) {
  const form = new FormData();
  const fields = {
    title: 'The riverside library opens its doors again',
    content:
      'The riverside library reopened this week after volunteers spent two winters rebuilding it. '.repeat(
        8,
      ),
    category: 'Local',
    language: 'en',
    selectedTemplate: theme,
    showAdvertisement: 'false',
    aiProcessed: 'false',
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (picture) form.append('media', new Blob([picture], { type: 'image/png' }), 'library.png');
  const res = await fetch(`${baseURL}/api/contribute`, {
    method: 'POST',
    headers: { authorization: `Bearer ${member.token}` },
    body: form,
  });
  const json = await res.json().catch(() => ({}));
  if (res.status !== 201)
    throw new Error(`publish answered ${res.status}: ${JSON.stringify(json)}`);
  return String(json.data?._id ?? json.data?.id);
}
