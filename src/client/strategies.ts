/**
 * When an island loads: at once, when the browser is idle, or when it nears the viewport — each counted from the
 * page's load event (`pageLoaded`), never before. The page is whole and usable without its islands (they are rendered
 * on the server and every control works as a link or a form), so their script waits until the first paint's
 * resources (stylesheet, fonts, the largest picture) are in rather than share a phone's bandwidth with them: on a
 * throttled phone that moved the largest contentful paint of island pages from 1.8–2.3 s to the 1.4 s of pages
 * without script (decision 021), and once the frame after the load event is drawn (decision 028).
 */

export type Strategy = (load: () => void, element: HTMLElement) => void;

export const eager: Strategy = (load) => load();

export const idle: Strategy = (load) => {
  if ('requestIdleCallback' in window) window.requestIdleCallback(load, { timeout: 2000 });
  else setTimeout(load, 200);
};

/** Loads when the element comes within 150 px of the viewport (the spec's intersection margin). */
export const visible: Strategy = (load, element) => {
  if (!('IntersectionObserver' in window)) return load();
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        load();
      }
    },
    { rootMargin: '150px' },
  );
  observer.observe(element);
};

export const strategies: Record<string, Strategy> = { eager, idle, visible };

/**
 * Resolves once the document has loaded and the frame after that has been drawn: a small page on a fast link can
 * fire its load event before its first paint, and island script fetched then would compete with that paint. (A
 * requestAnimationFrame callback runs before a frame is drawn, a second one when the next frame begins, after the
 * first was handed to the screen; a hidden tab draws no frames, so half a second is the longest wait.)
 */
export const pageLoaded: Promise<void> = new Promise((resolve) => {
  const afterNextFrame = () => {
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)));
    setTimeout(resolve, 500);
  };
  if (document.readyState === 'complete') afterNextFrame();
  else window.addEventListener('load', afterNextFrame, { once: true });
});
