/** The retailer finder's US map: one numbered pin per listed retailer, framed on the pins; pins beyond the radius are set apart. */
import { memo } from 'react';
import { frame, MAP_BOX, projectPoint } from '#domain/geo/us-projection.ts';
import type { RetailerResult } from '#domain/retailers/contract.ts';
import { usePage } from '#ui/components/page-context.tsx';

/** Memoised: drawn again only when the shown results, the far count or the active retailer change. */
export const FinderMap = memo(function FinderMap({ results, far, active, onActivate }: { results: RetailerResult[]; far: number; active: string | null; onActivate: (id: string | null) => void }) {
  const { t } = usePage();
  const pins = results
    .map((result, index) => ({ result, index, point: projectPoint(result.dealer.latitude, result.dealer.longitude) }))
    .filter((pin): pin is { result: RetailerResult; index: number; point: [number, number] } => pin.point !== null);
  const box = frame(pins.map((pin) => pin.point));
  const unit = box.width / 60;
  return (
    <svg className="finder-map" viewBox={`${box.x} ${box.y} ${box.width} ${box.height}`} role="group" aria-labelledby="finder-map-title" preserveAspectRatio="xMidYMid meet">
      <title id="finder-map-title">{t('finder.map.title', { count: pins.length })}</title>
      <rect x={0} y={0} width={MAP_BOX.width} height={MAP_BOX.height} className="finder-map__sea" />
      <use href="/images/map/us-states.svg#states" />
      {pins.map(({ result, index, point }) => {
        const on = active === result.dealer.id;
        // The last `far` results are beyond the radius: their pins are set apart as the cards are.
        const isFar = index >= results.length - far;
        return (
          <a
            key={result.dealer.id}
            href={`#retailer-${result.dealer.id}`}
            className={['finder-map__pin', on ? 'is-active' : '', isFar ? 'is-far' : ''].filter(Boolean).join(' ')}
            aria-label={t('finder.map.pin', { number: index + 1, name: result.dealer.name })}
            onMouseEnter={() => onActivate(result.dealer.id)}
            onMouseLeave={() => onActivate(null)}
            onFocus={() => onActivate(result.dealer.id)}
            onBlur={() => onActivate(null)}
          >
            <g transform={`translate(${point[0]} ${point[1]}) scale(${unit * (on ? 1.25 : 1)})`}>
              <path d="M0 0 C -0.9 -1.4 -1.6 -2.1 -1.6 -3 A 1.6 1.6 0 1 1 1.6 -3 C 1.6 -2.1 0.9 -1.4 0 0 Z" />
              <text x={0} y={-2.55} textAnchor="middle">
                {index + 1}
              </text>
            </g>
          </a>
        );
      })}
    </svg>
  );
});
