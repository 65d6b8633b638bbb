/** When an island loads: at once, when the browser is idle, or when it nears the viewport. */

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
