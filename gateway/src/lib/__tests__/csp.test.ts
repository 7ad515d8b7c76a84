import { createHash } from 'node:crypto';
import { contentSecurityPolicy, inlineScriptSources, withScriptSources } from '../csp';

const sha256 = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('inline scripts in the policy', () => {
  it('hashes the text of each inline script, as the browser does', () => {
    const theme = '!function(){document.documentElement.classList.add("dark")}();';
    const html = `<html><head><script>${theme}</script><script src="/main.js"></script>
      <script type="application/ld+json">{"@type":"NewsArticle"}</script>
      <script type="module">import("/x.js")</script></head><body><script>
 var a = 1;
</script></body></html>`;
    expect(inlineScriptSources(html)).toEqual([
      sha256(theme),
      sha256('import("/x.js")'),
      sha256('\n var a = 1;\n'),
    ]);
    expect(inlineScriptSources('<html><script src="/a.js"></script></html>')).toEqual([]);
  });

  it('adds hashes to script-src alone and leaves a policy without them as it was', () => {
    const policy = contentSecurityPolicy(['https://cdn.example.com'], 'news.example.org');
    const hashed = withScriptSources(policy, ["'sha256-abc='"]);
    expect(hashed).toContain("script-src 'self' https://cdn.example.com 'sha256-abc='; ");
    expect(hashed).toContain("script-src-attr 'none'");
    expect(hashed.replace(" 'sha256-abc='", '')).toBe(policy);
    expect(withScriptSources(policy, [])).toBe(policy);
  });
});
