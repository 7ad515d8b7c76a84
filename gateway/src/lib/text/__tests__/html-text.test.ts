import { decodeEntities, firstImageSource, htmlToText, truncateText } from '../html-text';

describe('htmlToText', () => {
  it('keeps the words, drops the markup, scripts and styles', () => {
    expect(
      htmlToText(
        '<div><h2>Title</h2><p>One <b>bold</b> <a href="#">link</a>.</p><script>alert("x")</script><style>p{}</style><!-- note --><p>Two&nbsp;&amp; three&#33; &#x263A; &hellip;</p></div>',
      ),
    ).toBe('Title\n\nOne bold link.\n\nTwo & three! ☺ …');
    expect(htmlToText('line<br>break<br/>again')).toBe('line\nbreak\nagain');
    expect(htmlToText('<table><tr><td>a</td><td>b</td></tr></table>')).toBe('a\n\nb');
    expect(htmlToText(null)).toBe('');
    expect(htmlToText('&lt;script&gt;stays text&lt;/script&gt;')).toBe(
      '<script>stays text</script>',
    );
  });

  it('keeps list items, headings and quotes as plain paragraphs, without decorations', () => {
    expect(
      htmlToText(
        '<h1>Budget</h1><ul><li>One</li><li>Two</li></ul><ol><li>First</li></ol><blockquote>Said</blockquote><pre>a   b</pre><hr><img src="x.png" alt="pic">end',
      ),
    ).toBe('Budget\n\nOne\n\nTwo\n\nFirst\n\nSaid\n\na b\n\nend');
    expect(htmlToText('<p><![CDATA[kept & <b>text</b>]]></p>')).toBe('kept & text');
    expect(htmlToText('a < b and c > d')).toBe('a < b and c > d');
  });
});

describe('decodeEntities', () => {
  it('decodes every HTML5 reference as a browser does and leaves unknown names', () => {
    expect(decodeEntities('&eacute;t&eacute; &unknown; &hyphen; &Ccedil;&Aring; &copy 2024')).toBe(
      'été &unknown; ‐ ÇÅ © 2024',
    );
    // References to no character become the replacement character, as in a browser.
    expect(decodeEntities('&#0;&#xD800;')).toBe('\uFFFD\uFFFD');
  });
});

describe('firstImageSource', () => {
  it('finds the first img src in any quoting', () => {
    expect(
      firstImageSource('<p>x</p><IMG alt="a" SRC="https://a/b.jpg?x=1&amp;y=2"><img src="c">'),
    ).toBe('https://a/b.jpg?x=1&y=2');
    expect(firstImageSource("<img src='/rel.png'>")).toBe('/rel.png');
    expect(firstImageSource('<img src=bare.gif width=3>')).toBe('bare.gif');
    expect(firstImageSource('<p>no image</p>')).toBeNull();
  });
});

describe('truncateText', () => {
  it('cuts at a word with an ellipsis', () => {
    expect(truncateText('short', 10)).toBe('short');
    expect(truncateText('The quick brown fox jumps over', 16)).toBe('The quick brown…');
  });
});
