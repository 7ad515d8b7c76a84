import { escapeXml, jsonForScript } from '../../text/markup';
import { withPageHead } from '../page-head';
import { shareCardSvg, wrapText } from '../share-card';
import { SHARE_THEMES } from '../share-themes';

describe('share text', () => {
  it('wraps words into lines, cuts long words and ends a cut title with an ellipsis', () => {
    expect(wrapText('one two three four', 9, 5)).toEqual(['one two', 'three', 'four']);
    expect(wrapText('abcdefghijkl', 5, 5)).toEqual(['abcd-', 'efgh-', 'ijkl']);
    expect(wrapText('a b c d e f', 3, 2)).toEqual(['a b', 'c…']);
  });

  it('escapes text in the card’s SVG', () => {
    const svg = shareCardSvg(
      { title: '</text><script>x</script> & "q"', author: 'A <b>', theme: SHARE_THEMES.noir },
      false,
    );
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&lt;/text&gt;&lt;script&gt;x&lt;/script&gt; &amp;');
    expect(svg).toContain('&quot;q&quot;');
    expect(svg).toContain('By A &lt;b&gt;');
  });

  it('keeps </script> and <!-- in JSON-LD from ending the element', () => {
    const json = jsonForScript({ headline: '</script><!-- x' });
    expect(json).not.toMatch(/[<>]/);
    expect(JSON.parse(json)).toEqual({ headline: '</script><!-- x' });
  });

  it('drops characters XML cannot hold', () => {
    expect(escapeXml('a\u0001b\uffffc')).toBe('abc');
  });

  it('puts the head into any index.html, a $ in a title staying text', () => {
    const html =
      '<html><head><title>Voices</title><meta name="description" content="x"></head></html>';
    const page = withPageHead(html, { title: 'Price $& $1', description: 'D' });
    expect(page).toContain('<title>Price $&amp; $1 | Voices</title>');
    expect(page).not.toContain('content="x"');
    expect(page.indexOf('og:title')).toBeLessThan(page.indexOf('</head>'));
    expect(withPageHead('<p>bare</p>', { title: 'T' })).toMatch(
      /^<meta|^<title>T \| Voices<\/title>/,
    );
  });
});
