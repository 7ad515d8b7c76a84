import { countWords, fitSummary, fitTitle } from '../text-bounds';
import { splitSentences, summarizeLocally } from '../local-summarizer';

const LONG_STORY = [
  'The city council approved a new budget for public transport on Tuesday evening.',
  'The budget adds forty electric buses to the fleet and extends night services on six routes.',
  'Council members debated the transport plan for more than four hours before the vote.',
  'Opponents said the buses would cost too much and asked for a smaller transport budget.',
  'Supporters answered that electric buses are cheaper to run over ten years.',
  'The mayor, who proposed the plan, said the first buses would arrive next spring.',
  'Residents of the northern districts have long asked for better night services.',
  'A survey last year found that one in three residents there misses the last bus home.',
  'The transport company will hire sixty new drivers to run the extended services.',
  'Training for the new drivers starts in January, the company said in a statement.',
  'Weather was mild and sunny across the region for most of the week.',
  'Local schools also reported higher attendance after the holiday break ended.',
]
  .join(' ')
  .repeat(3);

describe('the local summariser', () => {
  it('gives a title under 60 characters and a summary under 150 words', () => {
    const title =
      'City council approves a new public transport budget with forty electric buses and more night services';
    const { summaryTitle, summaryContent } = summarizeLocally(title, LONG_STORY);
    expect([...summaryTitle].length).toBeLessThan(60);
    expect(summaryTitle).toBe('City council approves a new public transport budget with');
    expect(countWords(summaryContent)).toBeLessThan(150);
    expect(countWords(summaryContent)).toBeGreaterThan(20);
    // Extractive: every sentence of the summary is one of the story's, once.
    const sentences = splitSentences(summaryContent);
    expect(new Set(sentences).size).toBe(sentences.length);
    for (const sentence of sentences) {
      expect(LONG_STORY).toContain(sentence.replace(/…$/, ''));
    }
    // The sentences about the topic win over the asides.
    expect(summaryContent).toContain('budget');
    expect(summaryContent).not.toContain('Weather was mild');
  });

  it('is deterministic', () => {
    const a = summarizeLocally('Transport budget', LONG_STORY);
    const b = summarizeLocally('Transport budget', LONG_STORY);
    expect(a).toEqual(b);
    expect(a.summaryTitle).toBe('Transport budget');
  });

  it('cuts one endless sentence to 149 words', () => {
    const endless = Array.from({ length: 400 }, (_, i) => `word${i % 37}`).join(' ');
    const { summaryContent } = summarizeLocally('A title', endless);
    expect(countWords(summaryContent)).toBe(149);
    expect(summaryContent.endsWith('…')).toBe(true);
  });

  it('keeps a short story whole and handles other scripts', () => {
    expect(summarizeLocally('Rain', 'It rained.').summaryContent).toBe('It rained.');
    const hindi = 'शहर में नई बसें चलेंगी। परिषद ने बजट को मंज़ूरी दी। बसें अगले साल आएँगी।';
    const result = summarizeLocally('नई बसें', hindi);
    expect(result.summaryTitle).toBe('नई बसें');
    expect(result.summaryContent.length).toBeGreaterThan(0);
    expect(splitSentences(hindi)).toHaveLength(3);
  });

  it('keeps abbreviations inside their sentence', () => {
    expect(splitSentences('Dr. Rao spoke. The U.S. team won! Why?')).toEqual([
      'Dr. Rao spoke.',
      'The U.S. team won!',
      'Why?',
    ]);
  });
});

describe('the bounds', () => {
  it('cut titles at a word, and hard when one word is too long', () => {
    expect(fitTitle('short')).toBe('short');
    expect(fitTitle(`${'a'.repeat(70)}`)).toBe('a'.repeat(59));
    expect(fitTitle('one two three', 8)).toBe('one two');
    expect(fitTitle('  spaced \n out  ')).toBe('spaced out');
  });

  it('cut summaries at a word count, keeping paragraphs', () => {
    expect(fitSummary('a b c\n\nd e f', 4)).toBe('a b c\n\nd…');
    expect(fitSummary('a b c', 5)).toBe('a b c');
  });
});
