/**
 * Inline script for the document's head: `window.__remixHydrateAfter`, which Remix's module script
 * waits for before it loads a single module (patches/@remix-run+react+*.patch, decision 160). It
 * settles once the page has painted (the browser's first-contentful-paint entry, or two frames
 * where there is no paint timing) and its high-priority images (the largest paint: a banner, the
 * first product photos) have loaded and had a frame to paint in; never later than HOLD_MAX_MS. The
 * page works without JavaScript, so only the enhancements wait.
 */
export const HOLD_MAX_MS = 3_000;

export const HYDRATE_AFTER_SCRIPT = `window.__remixHydrateAfter = new Promise(function (go) {
  function afterFrames(next) { requestAnimationFrame(function () { requestAnimationFrame(function () { setTimeout(next, 0); }); }); }
  function afterImages() {
    var images = [].filter.call(document.querySelectorAll('img[fetchpriority="high"]'), function (img) { return !img.complete; });
    var left = images.length;
    if (left === 0) return afterFrames(go);
    images.forEach(function (img) {
      function done() { if (--left === 0) afterFrames(go); }
      img.addEventListener("load", done, { once: true });
      img.addEventListener("error", done, { once: true });
    });
  }
  var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  if (types && types.indexOf("paint") >= 0) {
    var painted = new PerformanceObserver(function (list) {
      if (!list.getEntriesByName("first-contentful-paint").length) return;
      painted.disconnect();
      afterImages();
    });
    painted.observe({ type: "paint", buffered: true });
  } else {
    afterFrames(afterImages);
  }
  setTimeout(go, ${HOLD_MAX_MS});
});`;
