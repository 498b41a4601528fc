// Before the first paint: the user's appearance and language, as app/appearance/ keeps them here.
(function () {
  var root = document.documentElement;
  function read(key) {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  }
  var theme = read('theme');
  if (/^(light|dark)$/.test(theme)) root.setAttribute('data-theme', theme);
  var accent = read('accentColor');
  if (/^(primary|blue|green|orange|pink)$/.test(accent)) root.setAttribute('data-accent', accent);
  var size = read('publia_text_size');
  if (/^\d+$/.test(size) && size >= 80 && size <= 120) root.style.fontSize = size + '%';
  var motion = read('publia_reduce_motion');
  if (/^(true|false)$/.test(motion)) root.setAttribute('data-reduce-motion', motion);
  var locale = read('publia_locale');
  if (/^(fr|en|es|de)$/.test(locale)) root.lang = locale;
  var meta = document.querySelector('meta[name="theme-color"]');
  if (meta && theme === 'dark') meta.setAttribute('content', '#141925');
})();
