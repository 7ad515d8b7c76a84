import type { NewsFeedConfig } from '../lib/feeds/feed-config';

const hindu = (path: string) => `https://www.thehindu.com/${path}feeder/default.rss`;
const bbc = (path: string) => `https://feeds.bbci.co.uk/${path}rss.xml`;

/**
 * The news sources polled when NEWS_FEEDS is not set: well-known public feeds covering the
 * nine tabs, several sub-filters, eight states for the local tab, and eight languages
 * (en, hi, ta, te, mr, gu, pa, bn).
 */
export const DEFAULT_NEWS_FEEDS: readonly NewsFeedConfig[] = [
  // Home: general front pages, in English and in India's languages.
  { url: bbc('news/'), category: 'home', language: 'en', country: 'GB' },
  { url: hindu(''), category: 'home', language: 'en', country: 'IN' },
  { url: bbc('hindi/'), category: 'home', language: 'hi', country: 'IN' },
  { url: bbc('tamil/'), category: 'home', language: 'ta', country: 'IN' },
  { url: bbc('telugu/'), category: 'home', language: 'te', country: 'IN' },
  { url: bbc('marathi/'), category: 'home', language: 'mr', country: 'IN' },
  { url: bbc('gujarati/'), category: 'home', language: 'gu', country: 'IN' },
  { url: bbc('punjabi/'), category: 'home', language: 'pa', country: 'IN' },
  { url: bbc('bengali/'), category: 'home', language: 'bn', country: 'IN' },

  { url: bbc('news/world/'), category: 'world', language: 'en' },
  { url: 'https://www.theguardian.com/world/rss', category: 'world', language: 'en' },
  { url: 'https://www.aljazeera.com/xml/rss/all.xml', category: 'world', language: 'en' },
  { url: 'https://feeds.npr.org/1004/rss.xml', category: 'world', language: 'en' },

  { url: hindu('news/national/'), category: 'india', language: 'en', country: 'IN' },
  { url: bbc('news/world/asia/india/'), category: 'india', language: 'en', country: 'IN' },
  {
    url: 'https://indianexpress.com/section/india/feed/',
    category: 'india',
    language: 'en',
    country: 'IN',
  },

  { url: bbc('sport/'), category: 'sports', language: 'en' },
  { url: bbc('sport/cricket/'), category: 'sports', subcategory: 'cricket', language: 'en' },
  { url: bbc('sport/tennis/'), category: 'sports', subcategory: 'tennis', language: 'en' },
  { url: hindu('sport/'), category: 'sports', language: 'en', country: 'IN' },
  {
    url: hindu('sport/cricket/'),
    category: 'sports',
    subcategory: 'cricket',
    language: 'en',
    country: 'IN',
  },

  { url: bbc('news/business/'), category: 'business', language: 'en' },
  { url: hindu('business/'), category: 'business', language: 'en', country: 'IN' },
  {
    url: hindu('business/Economy/'),
    category: 'business',
    subcategory: 'economy',
    language: 'en',
    country: 'IN',
  },
  {
    url: hindu('business/markets/'),
    category: 'business',
    subcategory: 'stock-market',
    language: 'en',
    country: 'IN',
  },

  { url: bbc('news/technology/'), category: 'technology', language: 'en' },
  { url: 'https://www.theverge.com/rss/index.xml', category: 'technology', language: 'en' },
  {
    url: 'https://feeds.arstechnica.com/arstechnica/index',
    category: 'technology',
    language: 'en',
  },
  { url: hindu('sci-tech/technology/'), category: 'technology', language: 'en', country: 'IN' },
  {
    url: hindu('sci-tech/technology/gadgets/'),
    category: 'technology',
    subcategory: 'mobile',
    language: 'en',
    country: 'IN',
  },

  { url: bbc('news/entertainment_and_arts/'), category: 'entertainment', language: 'en' },
  { url: hindu('entertainment/'), category: 'entertainment', language: 'en', country: 'IN' },
  {
    url: hindu('entertainment/movies/'),
    category: 'entertainment',
    subcategory: 'movies',
    language: 'en',
    country: 'IN',
  },
  {
    url: hindu('entertainment/music/'),
    category: 'entertainment',
    subcategory: 'music',
    language: 'en',
    country: 'IN',
  },

  { url: bbc('news/health/'), category: 'health', language: 'en' },
  { url: hindu('sci-tech/health/'), category: 'health', language: 'en', country: 'IN' },
  { url: 'https://feeds.npr.org/1128/rss.xml', category: 'health', language: 'en' },

  // Local: one source per state, named as the reverse geocoding names the state.
  {
    url: hindu('news/national/karnataka/'),
    category: 'local',
    language: 'en',
    country: 'IN',
    state: 'Karnataka',
  },
  {
    url: hindu('news/national/tamil-nadu/'),
    category: 'local',
    language: 'en',
    country: 'IN',
    state: 'Tamil Nadu',
  },
  {
    url: hindu('news/national/kerala/'),
    category: 'local',
    language: 'en',
    country: 'IN',
    state: 'Kerala',
  },
  {
    url: hindu('news/national/telangana/'),
    category: 'local',
    language: 'en',
    country: 'IN',
    state: 'Telangana',
  },
  {
    url: hindu('news/national/andhra-pradesh/'),
    category: 'local',
    language: 'en',
    country: 'IN',
    state: 'Andhra Pradesh',
  },
  {
    url: hindu('news/cities/mumbai/'),
    category: 'local',
    language: 'en',
    country: 'IN',
    state: 'Maharashtra',
  },
  {
    url: hindu('news/cities/Delhi/'),
    category: 'local',
    language: 'en',
    country: 'IN',
    state: 'Delhi',
  },
  {
    url: hindu('news/cities/kolkata/'),
    category: 'local',
    language: 'en',
    country: 'IN',
    state: 'West Bengal',
  },
];
