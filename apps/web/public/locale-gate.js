/*
 * Runs before the page paints (a classic script in <head>; the CSP allows no inline script).
 * The server renders the page in the language of the `locale` cookie; the reader's choice is
 * kept in local storage (spec). When they differ (cookies cleared, a first visit since the
 * cookie came), the cookie is set from storage and the page asked for again, so the reader never
 * sees it in the other language. Once per tab and address: never a loop if cookies are refused.
 */
(function () {
  try {
    var stored = localStorage.getItem('locale');
    var shown = document.documentElement.lang;
    var known = ['zh-CN', 'en-US', 'fr-FR', 'ko-KR'];
    var mark = 'locale-gate:' + location.pathname + location.search;
    if (!stored || known.indexOf(stored) < 0 || stored === shown) {
      sessionStorage.removeItem(mark);
      return;
    }
    if (sessionStorage.getItem(mark)) return;
    var secure = location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = 'locale=' + stored + '; Path=/; Max-Age=31536000; SameSite=Lax' + secure;
    if (document.cookie.indexOf('locale=' + stored) < 0) return;
    sessionStorage.setItem(mark, '1');
    location.replace(location.href);
  } catch {
    // Storage refused: the page renders in the stored language in the browser (main.tsx).
  }
})();
