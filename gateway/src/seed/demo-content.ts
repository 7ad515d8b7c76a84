import type { StoryCategory, StoryLanguage } from '@voices/contracts';

/** Names, places and story patterns the demo set is drawn from (see demo.ts). */

export const FIRST_NAMES = [
  'Aarav',
  'Ananya',
  'Vikram',
  'Priya',
  'Rahul',
  'Kavya',
  'Arjun',
  'Meera',
  'Rohan',
  'Divya',
  'Karthik',
  'Lakshmi',
  'Sourav',
  'Ishita',
  'Imran',
  'Fatima',
  'Joseph',
  'Nisha',
  'Aditya',
  'Pooja',
  'Suresh',
  'Deepa',
  'Anil',
  'Sunita',
  'Manoj',
  'Rekha',
  'Tanvir',
  'Ayesha',
  'Gaurav',
  'Sneha',
  'Harpreet',
  'Simran',
  'Abhishek',
  'Neha',
  'Vivek',
  'Shreya',
  'Ramesh',
  'Geeta',
  'Sanjay',
  'Anjali',
  'Nikhil',
  'Bhavna',
  'Faisal',
  'Zara',
  'Thomas',
  'Maria',
  'Kunal',
  'Riya',
];

export const LAST_NAMES = [
  'Sharma',
  'Iyer',
  'Banerjee',
  'Reddy',
  'Nair',
  'Patel',
  'Khan',
  'Das',
  'Singh',
  'Menon',
  'Chatterjee',
  'Rao',
  'Gupta',
  'Pillai',
  'Mukherjee',
  'Kulkarni',
  'Verma',
  'Joshi',
  'Fernandes',
  'Ahmed',
  'Bose',
  'Krishnan',
  'Mehta',
  'Saxena',
];

export const BIO_PATTERNS = [
  'Writes about {place} and the people who keep it running.',
  'Teacher in {place}. Notes on schools, books and the neighbourhood.',
  'Weekend cricketer and full-time reporter of the {place} street scene.',
  'Small-business owner in {place}. Markets, prices and the people behind the counter.',
  'Student in {place}, writing about campus life and the city around it.',
  'Retired engineer. Roads, water and the way {place} is changing.',
  'Nurse in {place}. Health stories from the ward and the waiting room.',
  'Film buff and music lover from {place}.',
];

export const PLACES = [
  'Bengaluru',
  'Chennai',
  'Kolkata',
  'Mumbai',
  'Pune',
  'Hyderabad',
  'Kochi',
  'Jaipur',
  'Lucknow',
  'Mysuru',
  'Madurai',
  'Guwahati',
  'Bhopal',
  'Indore',
  'Coimbatore',
  'Nagpur',
  'Patna',
  'Surat',
];

interface EnglishPattern {
  titles: string[];
  paragraphs: string[];
}

/** English patterns per category: `{place}` and `{n}` are filled in. */
export const ENGLISH_PATTERNS: Readonly<Partial<Record<StoryCategory, EnglishPattern>>> = {
  Local: {
    titles: [
      'Residents of {place} clear the lake shore in a Sunday clean-up',
      'New bus route links the east of {place} to the railway station',
      'Street lights back on after weeks of darkness in a {place} lane',
      'Weekly market in {place} moves to a larger ground',
    ],
    paragraphs: [
      'About {n} volunteers turned up early on Sunday, most of them from the lanes nearby, and by noon the work was done.',
      'Shopkeepers said the change had been asked for since last year, and several of them put up notices for their customers.',
      'The ward office said it would review the arrangement after a month and asked residents to send their comments.',
      'Older residents remembered when the area looked very different, and many stopped to watch and to talk.',
    ],
  },
  Sports: {
    titles: [
      '{place} under-16 team wins the district cricket final by {n} runs',
      'A badminton club in {place} opens its courts to girls for free',
      'Marathon through old {place} draws runners from seven states',
      'Local football league returns to {place} after two years',
    ],
    paragraphs: [
      'The captain credited the bowlers, who kept the chase in check from the first over.',
      'Coaches said {n} young players had signed up in the first week alone, more than they had expected.',
      'Families lined the route with water and fruit, and the youngest runner was just eleven.',
      'The organisers hope to hold the event every year and are looking for sponsors among local businesses.',
    ],
  },
  Technology: {
    titles: [
      'Students in {place} build an app that tracks water tanker arrivals',
      'Free coding classes for school children begin at the {place} library',
      'How small shops in {place} moved to digital payments',
    ],
    paragraphs: [
      'The idea came from a simple problem: nobody knew when the tanker would arrive, so someone always had to wait by the gate.',
      'The classes run on Saturday mornings, and {n} children joined the first session with their parents.',
      'Shop owners said the change was slow at first, but most customers now prefer to pay by phone.',
      'The team has shared its code openly so that other neighbourhoods can use it.',
    ],
  },
  Health: {
    titles: [
      'Free eye camp in {place} screens {n} people in a day',
      'Morning yoga in a {place} park grows from five people to fifty',
      'Heatwave: how a {place} clinic is keeping patients safe',
    ],
    paragraphs: [
      'Doctors said many of those who came had never had their eyes tested before.',
      'Volunteers handed out water and oral rehydration salts to people waiting outside.',
      'The group meets at six every morning, and newcomers are welcome without any registration.',
      'The clinic advises drinking water often and staying indoors in the afternoon.',
    ],
  },
  Entertainment: {
    titles: [
      'A community theatre in {place} stages its first play in ten years',
      'Film society in {place} screens classics every Friday',
      'Folk musicians fill the old town square in {place}',
    ],
    paragraphs: [
      'Every seat was taken, and people stood at the back for the whole performance.',
      'Tickets are free, and the organisers ask only that people stay for the discussion afterwards.',
      'The musicians, some of them in their seventies, played for more than three hours.',
    ],
  },
  Business: {
    titles: [
      'Vegetable prices in {place} fall as the new harvest arrives',
      'Women-run bakery in {place} opens its second shop',
      'Handloom weavers of {place} find buyers online',
    ],
    paragraphs: [
      'Traders said prices had dropped by nearly a third in two weeks.',
      'The founders started with one oven in a rented room, and they now employ {n} people.',
      'Buyers from other cities now order directly, and the weavers set their own prices.',
    ],
  },
  Education: {
    titles: [
      'Government school in {place} gets its first science lab',
      'Evening classes help adults in {place} learn to read',
    ],
    paragraphs: [
      'Teachers said the students had been waiting for the lab for years.',
      'The classes are run by volunteers, and {n} learners have enrolled this term.',
      'Parents were invited to see the new rooms on the opening day.',
    ],
  },
  World: {
    titles: [
      'From {place} to the world: a family reunited after thirty years',
      'Exchange students from abroad spend a week in {place} homes',
    ],
    paragraphs: [
      'The visitors said the warmth of their hosts was what they would remember most.',
      'Letters and old photographs helped the two families find each other.',
      'Both sides are planning to keep in touch and meet again next year.',
    ],
  },
  Travel: {
    titles: [
      'A weekend in the hills near {place}: what to see and where to stay',
      'Heritage walk through old {place} returns for the winter',
    ],
    paragraphs: [
      'The walk takes about two hours and ends at a tea stall that has been open since 1952.',
      'Homestays in the villages fill up quickly on weekends, so book ahead.',
      'Guides ask walkers to carry water and to leave nothing behind.',
    ],
  },
  Science: {
    titles: [
      'Birdwatchers in {place} count {n} species in one morning',
      'Students measure air quality on the busiest road in {place}',
    ],
    paragraphs: [
      'The count is part of a national survey, and the results will be shared with researchers.',
      'Readings were highest in the evening rush hour, the students found.',
      'They plan to repeat the measurements every month for a year.',
    ],
  },
  Opinion: {
    titles: [
      'Our footpaths belong to walkers, not parked cars',
      'Why {place} needs more public libraries',
    ],
    paragraphs: [
      'Anyone who walks to work in {place} knows how often the footpath simply disappears.',
      'A library is one of the few places where anyone can sit for free, as long as they like.',
      'The solutions are not expensive; what they need is attention and a little patience.',
    ],
  },
};

interface TranslatedStory {
  category: StoryCategory;
  title: string;
  content: string;
}

/** Stories in the other content languages; `{place}` takes a name from the language's list. */
export const TRANSLATED_STORIES: Readonly<Partial<Record<StoryLanguage, TranslatedStory[]>>> = {
  hi: [
    {
      category: 'Local',
      title: '{place} में रविवार को झील की सफ़ाई, सैकड़ों लोग जुटे',
      content:
        'रविवार सुबह {place} की झील के किनारे मोहल्ले के लोग दस्ताने और थैले लेकर पहुँचे।\n\nदोपहर तक किनारे से प्लास्टिक और कचरा हटा दिया गया। आयोजकों ने हर महीने ऐसा करने की बात कही।',
    },
    {
      category: 'Sports',
      title: '{place} की अंडर-16 टीम ने ज़िला क्रिकेट फ़ाइनल जीता',
      content:
        'फ़ाइनल मुक़ाबले में {place} के गेंदबाज़ों ने शुरुआत से ही दबाव बनाए रखा।\n\nकप्तान ने जीत का श्रेय पूरी टीम को दिया। खिलाड़ियों का स्वागत ढोल-नगाड़ों से हुआ।',
    },
    {
      category: 'Health',
      title: '{place} में मुफ़्त नेत्र शिविर, एक दिन में सैकड़ों की जाँच',
      content:
        'डॉक्टरों ने बताया कि आने वालों में से कई लोगों ने पहले कभी आँखों की जाँच नहीं करवाई थी।\n\nज़रूरतमंदों को चश्मे भी मुफ़्त दिए गए।',
    },
  ],
  ta: [
    {
      category: 'Education',
      title: '{place} அரசுப் பள்ளியில் புதிய அறிவியல் ஆய்வகம் திறப்பு',
      content:
        '{place} அரசுப் பள்ளி மாணவர்கள் பல ஆண்டுகளாகக் காத்திருந்த அறிவியல் ஆய்வகம் இன்று திறக்கப்பட்டது.\n\nதிறப்பு விழாவில் பெற்றோர்களும் கலந்துகொண்டனர்.',
    },
    {
      category: 'Local',
      title: '{place}: புதிய பேருந்து வழித்தடம் ரயில் நிலையத்தை இணைக்கிறது',
      content:
        'புதிய வழித்தடத்தால் தினமும் பயணம் செய்யும் பலருக்கு நேரம் மிச்சமாகும் என்று பயணிகள் கூறுகின்றனர்.\n\nகாலை ஆறு மணி முதல் இரவு பத்து மணி வரை பேருந்துகள் இயங்கும்.',
    },
  ],
  bn: [
    {
      category: 'Entertainment',
      title: '{place}-এ দশ বছর পর মঞ্চে ফিরল পাড়ার নাট্যদল',
      content:
        'প্রথম দিনের সব আসন ভরে গিয়েছিল, অনেকে পিছনে দাঁড়িয়ে পুরো নাটক দেখেছেন।\n\nদলের সদস্যরা জানিয়েছেন, এবার থেকে প্রতি বছর নাটক মঞ্চস্থ হবে।',
    },
    {
      category: 'Business',
      title: '{place}-এর বাজারে নতুন ফসল আসায় সবজির দাম কমল',
      content:
        'ব্যবসায়ীরা জানিয়েছেন, দুই সপ্তাহে দাম প্রায় এক-তৃতীয়াংশ কমেছে।\n\nক্রেতারা খুশি, তবে চাষিরা ন্যায্য দামের দাবি জানিয়েছেন।',
    },
  ],
};

export const TRANSLATED_PLACES: Readonly<Partial<Record<StoryLanguage, string[]>>> = {
  hi: ['लखनऊ', 'जयपुर', 'भोपाल', 'इंदौर', 'पटना'],
  ta: ['சென்னை', 'மதுரை', 'கோயம்புத்தூர்', 'திருச்சி'],
  bn: ['কলকাতা', 'শিলিগুড়ি', 'দুর্গাপুর', 'হাওড়া'],
};
