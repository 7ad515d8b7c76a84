// Applies the saved (or the system's) colour theme before the first paint, so a dark page
// never flashes white. It is a file of its own because the security policy forbids inline
// scripts; the theme store takes over once the application has started.
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
})();
