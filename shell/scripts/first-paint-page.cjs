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
 * - the start's scripts, named in the head, are asked for once the page has painted (all at
 *   once, as the head named them), so on a slow connection they do not share it with the page
 *   and its stylesheet; at once for readers the first paint is hidden from, and on load for a
 *   page opened in the background. Until they have run, the page's links work as plain links.
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
  // Plain ES5, minified by hand: it runs before any of the application's code.
  const start =
    '(function(){' +
    `var preload=${JSON.stringify(preloads.filter((href) => href !== main))},main=${JSON.stringify(main)},started=false;` +
    'function start(){if(started)return;started=true;preload.forEach(function(href){' +
    'var link=document.createElement("link");link.rel="preload";link.as="script";link.href=href;' +
    'document.head.appendChild(link)});var script=document.createElement("script");' +
    'script.src=main;document.head.appendChild(script)}' +
    // Readers the first paint is hidden from wait for the application: it starts at once.
    'if(document.documentElement.classList.contains("vx-no-first-paint"))return start();' +
    'var types=(window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes)||[];' +
    'if(types.indexOf("paint")<0)return addEventListener("load",start);' +
    'new PerformanceObserver(function(list){if(list.getEntriesByName("first-contentful-paint").length)' +
    'setTimeout(start,0)}).observe({type:"paint",buffered:true});' +
    // A page opened in the background paints nothing until it is shown: it starts once loaded.
    'addEventListener("load",function(){if(document.visibilityState!=="visible")start()})' +
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
