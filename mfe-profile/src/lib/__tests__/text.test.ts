import { cutText, formatDate, formatMonthYear, stripMarkup } from '../text';

describe('stripMarkup', () => {
  it('removes tags, scripts and Markdown emphasis and decodes entities', () => {
    expect(stripMarkup('<p>Rain <b>returns</b> &amp; stays</p><script>alert(1)</script>')).toBe(
      'Rain returns & stays',
    );
    expect(stripMarkup('## Big **news** from [the valley](http://x) &#39;today&#x27;')).toBe(
      "Big news from the valley 'today'",
    );
    expect(stripMarkup(null)).toBe('');
  });
});

describe('cutText', () => {
  it('keeps short text and cuts long text at the limit with dots', () => {
    expect(cutText('short', 100)).toBe('short');
    const long = 'a'.repeat(150);
    expect(cutText(long, 100)).toBe(`${'a'.repeat(100)}...`);
    expect(cutText('x'.repeat(100), 100)).toBe('x'.repeat(100));
  });
});

describe('dates', () => {
  it('formats valid dates and gives null for others', () => {
    expect(formatMonthYear('2024-03-02T10:00:00.000Z')).toMatch(/2024/);
    expect(formatMonthYear('nonsense')).toBeNull();
    expect(formatDate(undefined)).toBeNull();
    expect(formatDate('2024-03-02T10:00:00.000Z')).toMatch(/2024/);
  });
});
