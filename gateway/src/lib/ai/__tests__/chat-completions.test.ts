import { parseReply } from '../chat-completions';

describe('parseReply', () => {
  it('reads the JSON asked for, bare, fenced or amid other words', () => {
    const expected = { summaryTitle: 'Title', summaryContent: 'Summary text.' };
    expect(parseReply('{"summaryTitle":"Title","summaryContent":"Summary text."}')).toEqual(
      expected,
    );
    expect(
      parseReply('```json\n{"summaryTitle":"Title","summaryContent":"Summary text."}\n```'),
    ).toEqual(expected);
    expect(
      parseReply('Here you go: {"summaryTitle":"Title","summaryContent":"Summary text."} Enjoy.'),
    ).toEqual(expected);
  });

  it('falls back to lines: the first is the title, the rest the summary', () => {
    expect(parseReply('# Bridge opens\nThe bridge opened.\nTraffic eased.')).toEqual({
      summaryTitle: 'Bridge opens',
      summaryContent: 'The bridge opened. Traffic eased.',
    });
    expect(parseReply('"Only a line"')).toEqual({
      summaryTitle: 'Only a line',
      summaryContent: 'Only a line',
    });
    // JSON missing a field is not the answer asked for.
    expect(parseReply('{"title": "T"}')).toEqual({
      summaryTitle: '{"title": "T"}',
      summaryContent: '{"title": "T"}',
    });
    expect(parseReply('  \n ')).toBeNull();
  });

  it('answers plain text', () => {
    const parsed = parseReply(
      '{"summaryTitle":"<script>alert(1)</script>Bridge","summaryContent":"<p>Open &amp; busy</p>"}',
    );
    expect(parsed).toEqual({ summaryTitle: 'Bridge', summaryContent: 'Open & busy' });
  });
});
