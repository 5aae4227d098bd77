/* global document, matchMedia */
// Runs as a classic script in <head>, before the body is parsed, so the first paint already has the
// right theme. It is a file rather than inline because the CSP allows scripts from 'self' only.
// Same rule as resolveTheme in src/lib/theme/resolveTheme.ts: the stored choice, else the system.
(function () {
  var stored = null;
  try {
    stored = localStorage.getItem('dark-mode');
  } catch {
    // Storage can be disabled; the system preference still applies.
  }
  var dark = stored === 'true' || (stored !== 'false' && matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.dataset.theme = dark ? 'dark' : 'light';
})();
