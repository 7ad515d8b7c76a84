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
 *   page opened in the background. Until they have run, the page's links work as plain links;
 * - what a reader types in it, and a form they send, before React has hydrated it are kept and
 *   given to React once it has (typed again, sent again).
 * `own` names the files of the drawn page's code when it is not in the start (the landing
 * page's chunk): its stylesheets are applied from the page as the start's are, its scripts
 * asked for with the start's.
 */
function firstPaintPage(page, markup, own = { styles: [], scripts: [] }) {
  const root = /<div id="?root"?><\/div>/;
  if (!root.test(page)) throw new Error('The built page has no empty <div id="root">');
  const main = MAIN_SCRIPT.exec(page)?.[1];
  if (!main) throw new Error('The built page has no deferred main script');
  const preloads = [...page.matchAll(SCRIPT_PRELOAD)].map((match) => match[1]);
  preloads.push(...own.scripts);
  const startStyled = page.replace(
    /<link rel="?preload"? href="?([^" >]+\.css)"? as="?style"?\s*\/?>/g,
    (_, href) => `<link rel="stylesheet" href="${href}">`,
  );
  if (startStyled === page) throw new Error('The built page names no stylesheet of its start');
  const styled = startStyled.replace(
    '</head>',
    () => `${own.styles.map((href) => `<link rel="stylesheet" href="${href}">`).join('')}</head>`,
  );
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
    'addEventListener("load",function(){if(document.visibilityState!=="visible")start()});' +
    // Before React has taken the first paint over (a remote's page hydrates once its section
    // has loaded), what a reader does in it is kept for React: a field typed in (hydration
    // would put back the value it renders) is typed again, as input events, once React has
    // it; a form sent (it would go as a plain GET, its fields in the address) is held and
    // sent again, as React handles it, after that; a button pressed is pressed again. Kept for
    // a minute at most.
    'var typed=[],held=null,pressed=null,timer=0;' +
    // React has an element once it has committed the page (PageStarted says so: an event on
    // an element it is still hydrating is lost to it) and keeps its props on the element.
    'function own(node){return Object.keys(node).some(function(key){return key.indexOf("__reactProps$")===0})}' +
    'function hydrated(node){return !!window.__vxPageStarted&&own(node)}' +
    // React may keep the typed value on screen while its state holds the one it rendered, so
    // each field is typed again whatever it shows: React is first told the field holds
    // something else (its setter on the element), then the value is put back behind its back
    // and announced, as typing does.
    'function retype(entry){var node=entry.node;if(!node.isConnected||!hydrated(node))return;' +
    'if(node.type==="checkbox"||node.type==="radio"){if(node.type==="radio"&&!entry.checked)return;' +
    'node.checked=!entry.checked;node.click();return}' +
    'node.value=entry.value===""?" ":"";' +
    'Object.getOwnPropertyDescriptor(Object.getPrototypeOf(node),"value").set.call(node,entry.value);' +
    'node.dispatchEvent(new Event("input",{bubbles:true}))}' +
    'function flush(){clearInterval(timer);timer=0;var fields=typed,sent=held,button=pressed;typed=[];held=null;pressed=null;' +
    'fields.forEach(retype);if(sent&&sent.form.isConnected&&hydrated(sent.form))setTimeout(function(){' +
    'sent.form.requestSubmit(sent.submitter&&sent.submitter.isConnected?sent.submitter:undefined)},0);' +
    'if(button&&button.isConnected&&hydrated(button))setTimeout(function(){button.click()},0)}' +
    'function watch(){if(timer)return;var tries=0;timer=setInterval(function(){' +
    'var waiting=typed.some(function(entry){return !hydrated(entry.node)})||(held&&!hydrated(held.form))||(pressed&&!hydrated(pressed));' +
    'if(!waiting||++tries>=1200)flush()},50)}' +
    // Typed again once React has the field. Typing after that React sees whole (it reads the
    // field on each input), so the field is React's; a change event (a field left) it does not.
    'function keep(event){var node=event.target;if(!node.closest||!node.closest(".vx-first-paint"))return;' +
    'var taken=hydrated(node);if(taken&&event.type!=="input")return;' +
    'typed=typed.filter(function(entry){return entry.node!==node});if(taken)return;' +
    'typed.push({node:node,value:node.value,checked:node.checked});watch()}' +
    'document.addEventListener("input",keep,true);document.addEventListener("change",keep,true);' +
    // A form sent while React does not have it, or not yet what was typed in it, waits for that.
    'document.addEventListener("submit",function(event){var form=event.target;' +
    'if(!form.closest||!form.closest(".vx-first-paint"))return;' +
    'var pending=typed.some(function(entry){return form.contains(entry.node)});' +
    'if(hydrated(form)&&!pending)return;event.preventDefault();event.stopPropagation();' +
    'held={form:form,submitter:event.submitter};if(hydrated(form))flush();else watch()},true);' +
    // A button pressed while React does not have it (a tab, Show More; a link needs nothing) is
    // pressed again once React has it: the last one pressed. React may have the button before
    // the page has started (the shell's header is React's while the section's code is still on
    // its way), or take it over for this very press (it hydrates what a click lands on at once
    // when it can): pressed again, it would close what the press opened. So whether React had
    // the press is read once the press has gone through the page, at the window, or at the next
    // task where React stopped it on the way (a part it cannot hydrate yet).
    'document.addEventListener("click",function(event){var node=event.target.closest&&event.target.closest("button[type=button]");' +
    'if(!node||!node.closest(".vx-first-paint")||hydrated(node))return;var settled=false;' +
    'function settle(){if(settled)return;settled=true;window.removeEventListener("click",settle);' +
    'if(!own(node)){pressed=node;watch()}}' +
    'window.addEventListener("click",settle);setTimeout(settle,0)},true)' +
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
