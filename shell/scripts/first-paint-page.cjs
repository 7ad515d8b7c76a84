'use strict';

const SCRIPT_PRELOAD = /<link rel="?preload"? href="?([^" >]+\.js)"? as="?script"?[^>]*>/g;
const MAIN_SCRIPT = /<script defer(?:="?defer"?)? src="?([^" >]+\.js)"?><\/script>/;

/**
 * The built page with a first paint in its root, for a page that is whole before any script
 * runs (the landing page):
 * - `markup` goes in the root inside a `vx-first-paint` wrapper (the page's inline script hides
 *   it from readers the application will show another page to);
 * - the start's stylesheets are applied from the page instead of only named, so the markup is
 *   styled at its first paint (the application's style loader finds them and does not load
 *   them again);
 * - the start's scripts, named in the head, are asked for once the page has loaded and painted
 *   (all at once, as the head named them), so on a slow connection they do not share it with
 *   the page and its stylesheet. Until they have run, the page's links work as plain links.
 */
function firstPaintPage(page, markup) {
  const root = /<div id="?root"?><\/div>/;
  if (!root.test(page)) throw new Error('The built page has no empty <div id="root">');
  const main = MAIN_SCRIPT.exec(page)?.[1];
  if (!main) throw new Error('The built page has no deferred main script');
  const preloads = [...page.matchAll(SCRIPT_PRELOAD)].map((match) => match[1]);
  const styled = page.replace(
    /<link rel="?preload"? href="?([^" >]+\.css)"? as="?style"?\s*\/?>/g,
    (_, href) => `<link rel="stylesheet" href="${href}">`,
  );
  if (styled === page) throw new Error('The built page names no stylesheet of its start');
  const start =
    '(function(){' +
    `var preload=${JSON.stringify(preloads.filter((href) => href !== main))},main=${JSON.stringify(main)};` +
    'function start(){preload.forEach(function(href){var link=document.createElement("link");' +
    'link.rel="preload";link.as="script";link.href=href;document.head.appendChild(link)});' +
    'var script=document.createElement("script");script.src=main;document.head.appendChild(script)}' +
    'function afterPaint(){requestAnimationFrame(function(){setTimeout(start,0)})}' +
    'if(document.readyState==="complete")afterPaint();else addEventListener("load",afterPaint)' +
    '})()';
  return styled
    .replace(SCRIPT_PRELOAD, '')
    .replace(MAIN_SCRIPT, '')
    .replace(
      root,
      () =>
        `<div id="root"><div class="vx-first-paint">${markup}</div></div><script>${start}</script>`,
    );
}

module.exports = { firstPaintPage };
