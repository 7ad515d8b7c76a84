import {
  NEWS_SUBCATEGORIES,
  NEWS_TABS,
  NEWS_TOPICS,
  SUBCATEGORY_KEYWORDS,
  type NewsTab,
} from '@voices/contracts';

/**
 * Where community stories show up: a story filed under a compose category appears under the
 * tab of the same name (Sports → sports, …, Local → local); every story appears under home.
 * India has no compose category, so only news sources fill it.
 */
export const STORY_CATEGORY_BY_TAB: Readonly<Partial<Record<NewsTab, string>>> = {
  local: 'Local',
  world: 'World',
  sports: 'Sports',
  business: 'Business',
  technology: 'Technology',
  entertainment: 'Entertainment',
  health: 'Health',
};

const TOPIC_SET = new Set<string>(NEWS_TOPICS);
const TAB_SET = new Set<string>(NEWS_TABS);

export function isTab(value: string): value is NewsTab {
  return TAB_SET.has(value);
}

/** A tab or topic in canonical form ('Sports' → 'sports'), or null if it is neither. */
export function normalizeCategory(value: string | null | undefined): string | null {
  const key = (value ?? '').trim().toLowerCase();
  if (!key) return null;
  if (TAB_SET.has(key) || TOPIC_SET.has(key)) return key;
  return null;
}

/** The stories' category of a tab or topic ('sports' → 'Sports'); null where stories do not go. */
export function storyCategoryOf(category: string): string | null {
  if (isTab(category)) return STORY_CATEGORY_BY_TAB[category] ?? null;
  if (TOPIC_SET.has(category)) return category[0]!.toUpperCase() + category.slice(1);
  return null;
}

export function isSubcategoryOf(category: string, subcategory: string): boolean {
  return NEWS_SUBCATEGORIES[category]?.includes(subcategory) ?? false;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A keyword or phrase as a pattern: its words in any case, apart by any white space. */
function keywordSource(keyword: string): string {
  return keyword.trim().split(/\s+/).map(escapeRegExp).join('\\s+');
}

/**
 * Any of `keywords` as a whole word or phrase, in any case: letters, digits and combining
 * marks (an Indic vowel sign) make a word, anything else ends one. So 'innings' is found in "won by an innings" but neither in "in"
 * nor in "inning", 'tennis' not in "Tennessee", 'wwe' not inside another word. Nothing is
 * stemmed: only the forms a list names count ('wicket' and 'wickets' are both listed, and
 * 'cricket' does not find "cricketer").
 */
export function keywordsRegExp(keywords: readonly string[]): RegExp {
  const any = keywords.map(keywordSource).join('|');
  return new RegExp(`(?:^|[^\\p{L}\\p{N}\\p{M}])(?:${any})(?=$|[^\\p{L}\\p{N}\\p{M}])`, 'iu');
}

/**
 * The same as `keywordsRegExp`, for PostgreSQL's case-insensitive `~*`. `[:alnum:]` follows
 * the database's character type: with a UTF-8 one (C.UTF-8, en_US.UTF-8) letters, digits and
 * marks of every script, as above.
 */
export function keywordsPostgresPattern(keywords: readonly string[]): string {
  const any = keywords.map(keywordSource).join('|');
  return `(?:^|[^[:alnum:]])(?:${any})(?:$|[^[:alnum:]])`;
}

const matchers = new Map<string, RegExp>();
function matcherFor(keyword: string): RegExp {
  let matcher = matchers.get(keyword);
  if (!matcher) {
    matcher = new RegExp(
      `(^|[^\\p{L}\\p{N}\\p{M}])${keywordSource(keyword)}(?=$|[^\\p{L}\\p{N}\\p{M}])`,
      'giu',
    );
    matchers.set(keyword, matcher);
  }
  matcher.lastIndex = 0;
  return matcher;
}

function hits(text: string, keywords: readonly string[]): number {
  let count = 0;
  for (const keyword of keywords) count += text.match(matcherFor(keyword))?.length ?? 0;
  return count;
}

/**
 * The sub-filter of `category` an item belongs to, from its words: a title hit counts twice a
 * summary hit; the most hits win (the first listed on a tie); none gives null.
 */
export function classifySubcategory(
  category: string,
  title: string,
  description: string,
): string | null {
  const options = SUBCATEGORY_KEYWORDS[category];
  if (!options) return null;
  let best: string | null = null;
  let bestScore = 0;
  for (const [subcategory, keywords] of Object.entries(options)) {
    const score = 2 * hits(title, keywords) + hits(description, keywords);
    if (score > bestScore) {
      best = subcategory;
      bestScore = score;
    }
  }
  return best;
}
