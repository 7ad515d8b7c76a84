import type { ThemeStory } from '../../../lib/story';

/** A drawn picture (no file, no request): a sky, hills and a sun in the given hue. */
export function samplePicture(hue: number, width = 1600, height = 900): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}"><defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 78%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 60% 90%)"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#s)"/><circle cx="${width * 0.72}" cy="${height * 0.3}" r="${height * 0.12}" fill="hsl(${(hue + 180) % 360} 90% 70%)"/><path d="M0 ${height * 0.7} Q ${width * 0.25} ${height * 0.45} ${width * 0.5} ${height * 0.68} T ${width} ${height * 0.6} V ${height} H 0 Z" fill="hsl(${hue} 35% 35%)"/><path d="M0 ${height * 0.85} Q ${width * 0.35} ${height * 0.65} ${width * 0.7} ${height * 0.82} T ${width} ${height * 0.78} V ${height} H 0 Z" fill="hsl(${hue} 40% 22%)"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const AUTHOR_ID = '64f1a2b3c4d5e6f708192aa1';
const DAY = 86_400_000;

function sample(index: number, fields: Partial<ThemeStory>): ThemeStory {
  const id = `64f1a2b3c4d5e6f70819${(0x2b00 + index).toString(16)}`;
  return {
    id,
    type: 'story',
    authorId: AUTHOR_ID,
    author: 'Meera Nair',
    authorPhoto: null,
    language: 'en',
    selectedTemplate: 'modern-grid',
    createdAt: new Date(Date.UTC(2025, 4, 20, 9, 30) - index * DAY).toISOString(),
    media: [],
    ...fields,
  };
}

const LEAD_TEXT = `More than two hundred volunteers arrived at the riverside library on Saturday morning with paint rollers, shelving kits and boxes of donated books. By Sunday evening the reading room that the spring floods had closed in March was open again, its walls a pale green chosen by the children who use it most.

"We did not wait for the grant," said Anand Rao, who chairs the library's friends' association. "The grant will come, and when it does it can pay for the roof. This weekend was about the books."

The council's engineers had inspected the building in April and found the structure sound; the damage was to the floors, the lower shelves and some eight thousand books. Local schools collected replacements through May. A bakery on Market Street fed the volunteers both days.

The library reopens to the public on Monday at nine, with a story hour for young readers at eleven.`;

/** A lead story and the author's others, for the theme test page and the dev frame. */
export const SAMPLE_STORIES: readonly ThemeStory[] = [
  sample(0, {
    title: 'Neighbours rebuild the riverside library in one weekend',
    summary:
      'Two hundred volunteers reopened the flood-damaged reading room before the grant arrived.',
    content: LEAD_TEXT,
    category: 'Local',
    media: [samplePicture(200), samplePicture(30), samplePicture(120), samplePicture(280)],
    customHeading: 'The Riverside Chronicle',
    aiProcessed: true,
  }),
  sample(1, {
    title: 'Night market returns to the old bus depot with forty stalls and a brass band',
    content:
      'The night market that outgrew the square last year has found a new home in the old bus depot. Forty stalls opened on Friday, from dosa to dumplings, and the town brass band played until the last tram.',
    category: 'Local',
    media: [samplePicture(330)],
  }),
  sample(2, {
    title: 'Under-14 cricket side reaches the district final',
    content:
      'The under-14 side beat Hillview by six wickets on Thursday to reach the district final for the first time in nine years. Captain Ritu Das scored an unbeaten 58.',
    category: 'Sports',
    media: [samplePicture(90)],
  }),
  sample(3, {
    title: 'Clinic adds evening hours for working families',
    content:
      'The community health clinic on Station Road will stay open until eight on weekdays from June. The extra hours are staffed by two new nurses and a visiting doctor on Tuesdays and Thursdays, so parents no longer have to take a day off work for a check-up.',
    category: 'Health',
  }),
  sample(4, {
    title: 'Solar panels on every school roof by next spring, says the board',
    content:
      'The school board approved a plan to fit solar panels on all eleven school roofs by next spring. The panels are expected to cover most of the schools’ daytime electricity and save enough to hire two more teachers.',
    category: 'Technology',
    media: [samplePicture(50)],
  }),
  sample(5, {
    title: 'Farmers’ co-operative opens a cold store for the mango season',
    content:
      'A cold store built by the farmers’ co-operative opened this week, in time for the mango harvest. Growers say it will let them wait for better prices instead of selling the same day.',
    category: 'Business',
  }),
  sample(6, {
    title: 'Riverside walk to be lit after residents’ petition',
    content:
      'Street lights will be installed along the riverside walk after more than a thousand residents signed a petition. Work begins in July.',
    category: 'Local',
    media: [samplePicture(160)],
  }),
  sample(7, {
    title: 'Theatre group stages its first play in Kannada and English',
    content:
      'The Lakeside Players staged their first bilingual play on Saturday, switching between Kannada and English scene by scene. The hall was full both nights.',
    category: 'Entertainment',
  }),
];
