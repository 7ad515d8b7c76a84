/**
 * @jest-environment node
 */
// Rendered as the build renders it: in Node.js, with no browser around.
import { renderFirstPaints } from '../first-paints';

describe('the sign-in section’s first paints', () => {
  it('draws the sign-in page as a visitor who reads English first sees it', () => {
    const { 'login-page': login, ...others } = renderFirstPaints();
    expect(Object.keys(others)).toEqual([]);
    expect(login).toMatch(/^<section class="vx-auth-page"/);
    expect(login).toContain('>Sign in</h1>');
    expect(login).toContain('name="email"');
    expect(login).toContain('>Send Login OTP</button>');
    // The links of the page, as the application's router writes them.
    expect(login).toContain('<a href="/register">Create one now</a>');
    expect(login).toContain('<a href="/terms">');
    // Markup alone: the gateway refuses a first paint that carries a script or a style.
    expect(login).not.toMatch(/<\/?(script|style|link|meta)\b/i);
  });
});
