import path from 'node:path';
import type { StoryCategory, StoryLanguage, StoryTemplateId } from '@voices/contracts';

/** gateway/assets/welcome, from src/seed and from dist/seed alike. */
export const WELCOME_IMAGES_DIR = path.resolve(__dirname, '..', '..', 'assets', 'welcome');

/**
 * The editorial account the welcome stories are signed by. Its address ends in the reserved
 * top-level name `invalid` (RFC 2606) with no host before it, which the sign-in and
 * registration forms refuse as an address (lib/user-input.ts wants a dotted domain): no code
 * can be requested for it, so nobody can sign in as the desk or register its address.
 */
export const WELCOME_DESK = {
  name: 'Voices Desk',
  email: 'voices-desk@invalid',
  bio: 'The editors of this Voices site. Our welcome stories explain how Voices works and how to write for it.',
  photo: 'desk.png',
  theme: 'modern-grid' as StoryTemplateId,
};

export interface WelcomeStory {
  theme: StoryTemplateId;
  language: StoryLanguage;
  category: StoryCategory;
  title: string;
  summary: string;
  /** Plain text; a blank line between paragraphs. */
  content: string;
}

const paragraphs = (...lines: string[]) => lines.join('\n\n');

/** One story per theme, front page first (it is the newest, so it leads the home feed). */
export const WELCOME_STORIES: readonly WelcomeStory[] = [
  {
    theme: 'modern-grid',
    language: 'en',
    category: 'Other',
    title: 'Welcome to Voices, a front page written by its readers',
    summary:
      'Voices is a community news site: neighbours, students and working people report what they see, and readers browse it by tab and language.',
    content: paragraphs(
      'Voices is a news site whose stories come from the people who live them. A member writes about a flooded road, a school play or a new bus route, and the story appears on the front page beside news from established sources.',
      'Stories are sorted into tabs such as Local, India, World, Sports and Technology, and they can be read in ten languages, among them English, Hindi, Tamil and Bengali. Use the language picker at the top of the page to read in yours.',
      'Every story is printed in a newspaper theme its author chose. This welcome edition has one story in each of the eight themes: open them to see the front pages Voices can print.',
      'The stories signed by the Voices Desk were placed here when this site first started. Whoever runs the site may delete them, and they will not come back.',
    ),
  },
  {
    theme: 'udaya',
    language: 'hi',
    category: 'Local',
    title: 'Voices में आपका स्वागत है: आपके शहर की खबर, आपकी ज़ुबानी',
    summary:
      'Voices पर पाठक ही संवाददाता हैं। अपने मोहल्ले, स्कूल या बाज़ार की खबर लिखिए और उसे पूरे समुदाय तक पहुँचाइए।',
    content: paragraphs(
      'Voices एक सामुदायिक समाचार साइट है। यहाँ खबरें वे लोग लिखते हैं जो उन्हें अपनी आँखों से देखते हैं: टूटी सड़क, नई लाइब्रेरी, मोहल्ले का मेला या बारिश से भरी गलियाँ।',
      'खबरें हिंदी, अंग्रेज़ी, तमिल, बांग्ला और कई दूसरी भाषाओं में पढ़ी जा सकती हैं। पेज के ऊपर अपनी भाषा चुनिए, और आपको उसी भाषा की खबरें दिखेंगी।',
      'लिखने के लिए अपने ई-मेल पते से साइन इन कीजिए। पासवर्ड की ज़रूरत नहीं है: हम आपके ई-मेल पर चार अंकों का कोड भेजते हैं।',
      "यह खबर 'Red Wave' थीम में छपी है, जो बड़े लाल नामपट्ट वाले टैब्लॉइड अख़बार जैसी दिखती है।",
    ),
  },
  {
    theme: 'timesmetro',
    language: 'en',
    category: 'Technology',
    title: 'Signing in takes an e-mail address and a four-digit code, no password',
    summary:
      'Enter your address, type the code we e-mail you, and you are in. New members add a name, a short bio and, if they like, a photo.',
    content: paragraphs(
      'Voices has no passwords. To join, choose Sign in, enter your e-mail address and type the four-digit code we send you. The code works for ten minutes. New members then add their name, a short bio and, if they like, a photo.',
      'Next time, the same address and a fresh code sign you in on any device, and you stay signed in on it until you sign out or the session ends.',
      'If a code does not arrive, look in your spam folder, then ask for a new one. After several wrong codes the address is paused for a while, which keeps accounts safe from guessing.',
    ),
  },
  {
    theme: 'national',
    language: 'ta',
    category: 'Education',
    title: 'Voices-இல் உங்கள் முதல் செய்தியை எழுதுவது எப்படி',
    summary:
      "உள்நுழைந்து, 'Share Your News' பொத்தானை அழுத்தி, தலைப்பு, செய்தி, வகை, மொழி ஆகியவற்றைத் தேர்ந்தெடுத்து வெளியிடுங்கள்.",
    content: paragraphs(
      'Voices-இல் எழுத நீங்கள் பத்திரிகையாளராக இருக்க வேண்டியதில்லை. உங்கள் ஊரில் நடக்கும் நிகழ்வுகளை நீங்கள் பார்த்தபடியே எழுதுங்கள்.',
      "முதலில் உங்கள் மின்னஞ்சல் முகவரியுடன் உள்நுழையுங்கள். பிறகு 'Share Your News' பொத்தானை அழுத்துங்கள். தெளிவான ஒரு தலைப்பு, சில பத்திகள் கொண்ட செய்தி, ஒரு வகை (உதாரணமாகக் கல்வி அல்லது விளையாட்டு), மொழி ஆகியவற்றைத் தேர்ந்தெடுங்கள். விரும்பினால் படங்களையும் சேர்க்கலாம்.",
      'வெளியிட்டவுடன் உங்கள் செய்தி முதல் பக்கத்தில் தோன்றும். பின்னர் அதைத் திருத்தவோ நீக்கவோ உங்களால் மட்டுமே முடியும்.',
      "இந்தச் செய்தி 'Unity Desk' வடிவமைப்பில் வெளியாகியுள்ளது.",
    ),
  },
  {
    theme: 'broadsheet-classic',
    language: 'en',
    category: 'Opinion',
    title: 'Eight front pages to choose from: pick the theme that fits your voice',
    summary:
      'Every author chooses a newspaper theme, and their stories and portal are printed in it. This one is Broadsheet Classic.',
    content: paragraphs(
      "Every Voices author picks a theme, and their stories are printed in it: The Daily Herald's clean grid, the loud red tabloid of Red Wave, Urban Chronicle's city pages, Unity Desk's paper of record, this Broadsheet Classic with its blackletter nameplate and ruled columns, the dark Noir Press, the spare Niro White and the warm Newspaper Classic.",
      'A new member is asked for a theme before their first story. It can be changed at any time, and a single story can be given a different theme while it is written.',
      'Your stories are also gathered on your own portal, drawn in the theme you chose, so readers who open it find a front page that is yours.',
    ),
  },
  {
    theme: 'noir',
    language: 'bn',
    category: 'Entertainment',
    title: 'প্রিয় লেখকদের অনুসরণ করুন, নতুন খবর এলেই জানতে পারবেন',
    summary:
      "কোনো লেখকের প্রোফাইলে 'Follow' চাপুন; তিনি নতুন খবর প্রকাশ করলেই আপনার কাছে বিজ্ঞপ্তি পৌঁছাবে।",
    content: paragraphs(
      'Voices-এ এমন অনেক লেখক পাবেন যাঁদের লেখা আপনার ভালো লাগবে: কেউ পাড়ার খেলাধুলার খবর দেন, কেউ নতুন সিনেমা আর গানের কথা লেখেন।',
      "কোনো লেখকের নাম চাপলে তাঁর প্রোফাইল খুলবে। সেখানে 'Follow' বোতাম চাপলেই আপনি তাঁকে অনুসরণ করবেন। তিনি নতুন কিছু প্রকাশ করলে উপরের ঘণ্টার চিহ্নে একটি বিজ্ঞপ্তি দেখা যাবে।",
      'কেউ আপনাকে অনুসরণ করলেও আপনি জানতে পারবেন। পছন্দের খবরগুলো সংরক্ষণ করে রাখুন, পরে সময় করে পড়ে নেবেন।',
      "এই খবরটি 'Noir Press' নকশায় ছাপা হয়েছে।",
    ),
  },
  {
    theme: 'niro',
    language: 'en',
    category: 'Local',
    title: 'What makes a good community story',
    summary:
      'Answer the questions a neighbour would ask, write what you saw or checked yourself, and keep it short.',
    content: paragraphs(
      'The best stories on Voices answer the questions a neighbour would ask: what happened, where, when, and who it affects. Start with the most important fact, then add the details.',
      'Write what you saw or checked yourself, and say where other facts come from. A clear photo helps readers picture the place; ask people before you photograph them up close.',
      'Three or four paragraphs are often enough. If something changes, edit your story and say what was updated.',
    ),
  },
  {
    theme: 'newspaper-classic',
    language: 'hi',
    category: 'Travel',
    title: 'हर लेखक का अपना पोर्टल: अपनी खबरें दूसरों तक पहुँचाइए',
    summary: 'आपकी सभी खबरें आपके पोर्टल पर एक साथ दिखती हैं, आपकी चुनी हुई थीम में। उसका लिंक दोस्तों को भेजिए।',
    content: paragraphs(
      'Voices पर हर लेखक का अपना पोर्टल होता है, जहाँ उसकी सभी खबरें किसी अख़बार के पहले पन्ने की तरह सजी रहती हैं।',
      'हर खबर के साथ उसे साझा करने का विकल्प है। लिंक WhatsApp, X या ई-मेल से भेजिए, ताकि आपके शहर की खबर उन लोगों तक भी पहुँचे जो अभी Voices पर नहीं हैं।',
      "यात्रा में कोई नई जगह देखी? वहाँ की तस्वीरें और अनुभव लिखिए, और 'Travel' श्रेणी चुनिए।",
      "यह खबर 'Newspaper Classic' थीम में छपी है।",
    ),
  },
];
