// Applies the saved (or the system's) colour theme and language before the first paint, so a dark page
// never flashes white. The build writes it inline in the page (a script file of its own would
// hold the first paint back for a round trip), and the gateway's security policy allows it by
// its hash; the theme store takes over once the application has started.
(function () {
  try {
    var saved = window.localStorage.getItem('theme');
    var dark =
      saved === 'dark' ||
      (saved !== 'light' &&
        typeof window.matchMedia === 'function' &&
        window.matchMedia('(prefers-color-scheme: dark)').matches);
    document.documentElement.classList.toggle('dark', dark);
    document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
    var meta = document.querySelector('meta[name="theme-color"]');
    if (meta) meta.setAttribute('content', dark ? '#1f2937' : '#ffffff');
  } catch {
    // Storage can be blocked (private modes); the light theme is then kept.
  }
  // The page's language before the first paint, so the right fonts and line heights apply at
  // once; the language store keeps it current afterwards.
  try {
    var language = window.localStorage.getItem('selectedLanguage');
    var own = ['en', 'hi', 'kn', 'te', 'ta', 'ml', 'mr', 'bn', 'gu', 'pa'];
    var translated = document.querySelector('meta[name="voices-translate-script"]');
    if (language && own.indexOf(language) >= 0) {
      document.documentElement.lang = language;
    } else if (language && translated && /^[a-z]{2,3}$/.test(language)) {
      document.documentElement.lang = language;
      if (['ur', 'ar', 'he', 'fa'].indexOf(language) >= 0) document.documentElement.dir = 'rtl';
    }
  } catch {
    // Without storage the page stays in English until the application starts.
  }
  // The landing page's first paint (written into the page at `/`) is the page a visitor who is
  // not signed in and reads English sees. Anyone else would see it replaced by another page
  // (their front page, or the landing in their language) once the application starts: for them
  // it is hidden, and the page waits for the application as every other page does.
  var firstPaint = false;
  try {
    var chosen = window.localStorage.getItem('selectedLanguage');
    var browser = (navigator.languages && navigator.languages[0]) || navigator.language || 'en';
    firstPaint =
      !window.localStorage.getItem('authToken') &&
      (chosen ? chosen === 'en' : /^en(-|$)/i.test(browser));
  } catch {
    // Without storage nothing is known of the reader: the application decides.
  }
  if (!firstPaint) document.documentElement.classList.add('vx-no-first-paint');
})();
