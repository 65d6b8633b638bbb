/**
 * The compare page's column pager on phones: "Vehicles 1–2 of 3" and previous/next buttons that scroll the compare
 * table (outside the island, server-rendered) by one vehicle column. The table snaps by columns on its own; this
 * marks that there is more and says which vehicles are in view as the visitor swipes. Hidden wherever every column
 * fits (desktop), by CSS before hydration and by measuring after.
 */
import { useEffect, useState } from 'react';
import { usePage } from '#ui/components/page-context.tsx';
import { defineIsland } from './define.ts';

export interface CompareColumnsProps {
  /** The id of the scrolling region that holds the table. */
  scroller: string;
  /** How many vehicle columns the table has. */
  count: number;
  /** How many a phone shows at once. */
  shown: number;
}

interface View {
  first: number;
  last: number;
  overflowing: boolean;
}

/** The vehicle columns at least half in view, right of the sticky labels, as 1-based positions. */
function measure(scroller: HTMLElement): View | null {
  const headers = [...scroller.querySelectorAll<HTMLElement>('thead th[scope="col"]')];
  const labels = scroller.querySelector<HTMLElement>('thead tr > :first-child');
  if (!headers.length) return null;
  const box = scroller.getBoundingClientRect();
  const left = box.left + (labels?.getBoundingClientRect().width ?? 0);
  const visible = headers.flatMap((header, index) => {
    const rect = header.getBoundingClientRect();
    const seen = Math.min(rect.right, box.right) - Math.max(rect.left, left);
    return seen >= rect.width / 2 ? [index + 1] : [];
  });
  return { first: visible[0] ?? 1, last: visible.at(-1) ?? 1, overflowing: scroller.scrollWidth > scroller.clientWidth + 1 };
}

function CompareColumns({ scroller: scrollerId, count, shown }: CompareColumnsProps) {
  const { t } = usePage();
  const [view, setView] = useState<View>({ first: 1, last: Math.min(shown, count), overflowing: true });

  useEffect(() => {
    const scroller = document.getElementById(scrollerId);
    if (!scroller) return;
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const next = measure(scroller);
        if (next) setView((now) => (now.first === next.first && now.last === next.last && now.overflowing === next.overflowing ? now : next));
      });
    };
    update();
    scroller.addEventListener('scroll', update, { passive: true });
    const resize = new ResizeObserver(update);
    resize.observe(scroller);
    return () => {
      cancelAnimationFrame(frame);
      scroller.removeEventListener('scroll', update);
      resize.disconnect();
    };
  }, [scrollerId]);

  const step = (direction: 1 | -1) => {
    const scroller = document.getElementById(scrollerId);
    const column = scroller?.querySelector<HTMLElement>('thead th[scope="col"]');
    if (!scroller || !column) return;
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    scroller.scrollBy({ left: direction * column.getBoundingClientRect().width, behavior: smooth ? 'smooth' : 'auto' });
  };

  return (
    <div className="compare-columns" hidden={!view.overflowing}>
      <p className="compare-columns__status" aria-live="polite">
        {t('inventory.compare.showing', { first: view.first, last: view.last, count })}
      </p>
      <div className="compare-columns__buttons">
        <button type="button" className="compare-columns__button" aria-controls={scrollerId} aria-label={t('inventory.compare.previous')} disabled={view.first <= 1} onClick={() => step(-1)}>
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
            <path d="M10 3L5 8l5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
        <button type="button" className="compare-columns__button" aria-controls={scrollerId} aria-label={t('inventory.compare.next')} disabled={view.last >= count} onClick={() => step(1)}>
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
            <path d="M6 3l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
      </div>
    </div>
  );
}

export const island = defineIsland<CompareColumnsProps>({ tag: 'x-compare-columns', module: 'compare-columns', Component: CompareColumns });
