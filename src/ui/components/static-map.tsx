/**
 * A static map picture (`app.staticMaps.url`: the site's own signed map, or a configured provider's): sized so it
 * never shifts the layout, lazy unless asked otherwise. When the picture fails, the site's image fallback (decision
 * 024) shows the not-found picture and marks it; a provider's map then also says 'The google request was denied'
 * (the caption is shown by CSS alone, `.static-map:has([data-image-failed])`, so no island is needed).
 */
import type { StaticMapImage } from '#domain/geo/static-map.ts';
import { usePage } from './page-context.tsx';

export function StaticMap({ map, alt, lazy = true, className }: { map: StaticMapImage; alt: string; lazy?: boolean; className?: string }) {
  const { t } = usePage();
  return (
    <figure className={['static-map', className].filter(Boolean).join(' ')}>
      <img src={map.src} width={map.width} height={map.height} alt={alt} loading={lazy ? 'lazy' : undefined} decoding="async" />
      {map.provider ? <figcaption className="static-map__denied">{t('map.denied')}</figcaption> : null}
    </figure>
  );
}
