/*
 * The page's first script: a classic script in <head> (the CSP allows no inline script), small,
 * run before the page paints. Two jobs.
 *
 * 1. The language gate. The server renders the page in the language of the `locale` cookie; the
 *    reader's choice is kept in local storage (spec). When they differ (cookies cleared, a first
 *    visit since the cookie came), the cookie is set from storage and the page asked for again, so
 *    the reader never sees it in the other language. Once per tab and address: never a loop if
 *    cookies are refused.
 * 2. Starting the app after the first paint. The server's HTML is the page: the browser paints it
 *    first, then downloads and runs the app, which takes the page over (issue 18). The build puts
 *    the app's entry and its preloads in <meta name="app-entry"> in place of Vite's module script
 *    (apps/web/src/build/defer-app-start.ts). In a hidden tab nothing paints, so it starts at once.
 */
(function () {
  var reloading = false;
  try {
    var stored = localStorage.getItem('locale');
    var shown = document.documentElement.lang;
    var known = ['zh-CN', 'en-US', 'fr-FR', 'ko-KR'];
    var mark = 'locale-gate:' + location.pathname + location.search;
    if (!stored || known.indexOf(stored) < 0 || stored === shown) {
      sessionStorage.removeItem(mark);
    } else if (!sessionStorage.getItem(mark)) {
      var secure = location.protocol === 'https:' ? '; Secure' : '';
      document.cookie = 'locale=' + stored + '; Path=/; Max-Age=31536000; SameSite=Lax' + secure;
      if (document.cookie.indexOf('locale=' + stored) >= 0) {
        sessionStorage.setItem(mark, '1');
        reloading = true;
        location.replace(location.href);
      }
    }
  } catch {
    // Storage refused: the page renders in the stored language in the browser (main.tsx).
  }
  if (reloading) return;

  var started = false;
  function start() {
    if (started) return;
    started = true;
    var entry = document.querySelector('meta[name="app-entry"]');
    if (!entry) return;
    var preloads = (entry.getAttribute('data-preload') || '').split(' ').filter(Boolean);
    for (var i = 0; i < preloads.length; i++) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = preloads[i];
      document.head.appendChild(link);
    }
    // The app's libraries first, each run in a task of its own, then the app: a phone runs the
    // code in a few shorter tasks instead of one long one, answering taps in between. (Importing a
    // module runs what it imports first, so the order modules run in is the same as before.)
    var next = 0;
    function step() {
      if (next >= preloads.length) return import(entry.getAttribute('content'));
      import(preloads[next++]).then(
        function () {
          setTimeout(step, 0);
        },
        function () {
          next = preloads.length;
          step();
        },
      );
    }
    step();
  }
  /**
   * When the first screen has painted: the browser's report of the largest paint where it gives
   * one (Chromium, Firefox), else of the first paint, else the next frame. The report comes once
   * the frame is on screen, where a frame callback runs before it is drawn, so the app's download
   * and first long tasks no longer compete with that paint on a slow phone (issue 18).
   */
  function whenPainted(then) {
    var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
    var type =
      types.indexOf('largest-contentful-paint') >= 0
        ? 'largest-contentful-paint'
        : types.indexOf('paint') >= 0
          ? 'paint'
          : '';
    if (!type) {
      requestAnimationFrame(function () {
        setTimeout(then, 0);
      });
      return;
    }
    var observer = new PerformanceObserver(function () {
      observer.disconnect();
      setTimeout(then, 0);
    });
    observer.observe({ type: type, buffered: true });
    // A page that never reports a paint still starts.
    setTimeout(then, 3000);
  }
  function afterFirstPaint() {
    if (document.visibilityState === 'hidden') return start();
    whenPainted(start);
    // A tab hidden before it painted: start when it is shown, or now if it is.
    document.addEventListener('visibilitychange', start, { once: true });
  }
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', afterFirstPaint, { once: true });
  } else {
    afterFirstPaint();
  }
})();
