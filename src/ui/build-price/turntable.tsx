/**
 * The colours step's turntable (with script): the picture is a slider over the eight exterior angles, turned by
 * dragging or swiping across it, by the arrow keys and by the previous and next buttons; the angle's name is its
 * value text and is announced. The neighbouring angles are fetched when the visitor first reaches for the car and
 * after each turn, never before (only the shown angle loads with the page).
 */
import { useEffect, useRef, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import type { Build } from '#domain/build-price/build.ts';
import type { ConfiguratorData, View } from '#domain/build-price/data.ts';
import { EXTERIOR_VIEWS, VIEW_ANGLES, isExteriorView, type ExteriorView } from '#domain/imagery/image-paths.ts';
import { usePage } from '#ui/components/page-context.tsx';
import { pictureAddress, usePictureWarmer, VehiclePicture } from './parts.tsx';

const COUNT = EXTERIOR_VIEWS.length;
const turn = (view: ExteriorView, by: number): ExteriorView => EXTERIOR_VIEWS[(((EXTERIOR_VIEWS.indexOf(view) + by) % COUNT) + COUNT) % COUNT] as ExteriorView;

/**
 * Rendered the same with and without script, so the page does not move when the island starts: without script the
 * arrows are links to the step at the next angle and the picture is only a picture (`interactive` false); with script
 * the picture is the slider and the arrows turn it in place.
 */
export function Turntable({ build, data, onView, interactive, viewHref }: { build: Build; data: ConfiguratorData; onView: (view: View) => void; interactive: boolean; viewHref: (view: ExteriorView) => string }) {
  const { t } = usePage();
  const warmPictures = usePictureWarmer();
  const view = build.colors.view;
  const exteriorView: ExteriorView = isExteriorView(view) ? view : 'front';
  const drag = useRef<{ x: number; start: ExteriorView; pointer: number } | null>(null);
  const warmed = useRef(false);

  // Neighbours are fetched when the browser is idle, once the visitor has reached for the car.
  const prefetch = (around: ExteriorView) => {
    const idle = (callback: () => void) => (typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(callback, { timeout: 1500 }) : setTimeout(callback, 200));
    idle(() => warmPictures([turn(around, 1), turn(around, -1)].map((neighbour) => pictureAddress(build, data, neighbour))));
  };
  const warm = () => {
    if (warmed.current) return;
    warmed.current = true;
    prefetch(exteriorView);
  };
  useEffect(() => {
    if (warmed.current) prefetch(exteriorView);
    // Only a new angle (or a new paint or accessory, which change the addresses) warrants new neighbours.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [exteriorView, build.colors.exterior?.rgb, build.accessories.added.length]);

  const go = (next: ExteriorView) => {
    warm();
    if (next !== view) onView(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, () => ExteriorView> = {
      ArrowRight: () => turn(exteriorView, 1),
      ArrowUp: () => turn(exteriorView, 1),
      ArrowLeft: () => turn(exteriorView, -1),
      ArrowDown: () => turn(exteriorView, -1),
      PageUp: () => turn(exteriorView, 2),
      PageDown: () => turn(exteriorView, -2),
      Home: () => EXTERIOR_VIEWS[0],
      End: () => EXTERIOR_VIEWS[COUNT - 1] as ExteriorView,
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    go(move());
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    warm();
    drag.current = { x: event.clientX, start: exteriorView, pointer: event.pointerId };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || current.pointer !== event.pointerId) return;
    // One angle for every sixteenth of the picture's width: a full swipe across turns the car half way round.
    const step = Math.max(24, event.currentTarget.clientWidth / 16);
    const steps = Math.trunc((event.clientX - current.x) / step);
    go(turn(current.start, -steps));
  };
  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current?.pointer === event.pointerId) drag.current = null;
  };
  const name = t(`bp.view.${exteriorView}`);
  /** An arrow: with script it turns the car in place; a modified click (new tab) is left to the browser. */
  const onArrow = (event: MouseEvent<HTMLAnchorElement>, by: number) => {
    if (!interactive || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    go(turn(exteriorView, by));
  };
  return (
    <div className="bp-turntable">
      <div
        className="bp-turntable__stage"
        {...(interactive
          ? { role: 'slider', tabIndex: 0, 'aria-label': t('bp.turntable.label'), 'aria-valuemin': 0, 'aria-valuemax': 315, 'aria-valuenow': VIEW_ANGLES[exteriorView], 'aria-valuetext': name, 'aria-describedby': 'bp-turntable-hint' }
          : {})}
        data-view={exteriorView}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        onPointerEnter={warm}
        onFocus={warm}
        onDragStart={(event) => event.preventDefault()}
      >
        <VehiclePicture build={build} data={data} eager view={exteriorView} />
      </div>
      <div className="bp-turntable__controls">
        <a className="bp-turntable__button" href={viewHref(turn(exteriorView, -1))} onClick={(event) => onArrow(event, -1)} aria-label={t('bp.turntable.previous')}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </a>
        <p className="bp-turntable__name" aria-live="polite">
          {name}
        </p>
        <a className="bp-turntable__button" href={viewHref(turn(exteriorView, 1))} onClick={(event) => onArrow(event, 1)} aria-label={t('bp.turntable.next')}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </a>
      </div>
      <p id="bp-turntable-hint" className="bp-turntable__hint">
        {t('bp.turntable.hint')}
      </p>
    </div>
  );
}
