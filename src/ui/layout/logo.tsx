/** The brand mark: a drawn emblem and the configurable brand name as text. */
import { LOGO_MARK_SIZE, LOGO_RING, LOGO_STROKES } from '#domain/imagery/logo-mark.ts';

export function Logo({ brand, className = '' }: { brand: string; className?: string }) {
  return (
    <span className={`logo ${className}`}>
      <LogoMark className="logo__mark" size={36} />
      <span className="logo__name">{brand}</span>
    </span>
  );
}

/** The emblem alone (decorative: the brand's name is always written beside it). */
export function LogoMark({ className, size }: { className: string; size: number }) {
  return (
    <svg className={className} viewBox={`0 0 ${LOGO_MARK_SIZE} ${LOGO_MARK_SIZE}`} width={size} height={size} aria-hidden="true" focusable="false">
      <circle cx={LOGO_RING.cx} cy={LOGO_RING.cy} r={LOGO_RING.r} fill="none" stroke="currentColor" strokeWidth={LOGO_RING.strokeWidth} />
      {LOGO_STROKES.map((stroke) => (
        <path key={stroke.d} d={stroke.d} fill="none" stroke="currentColor" strokeWidth={stroke.strokeWidth} strokeLinejoin="round" strokeLinecap="round" />
      ))}
    </svg>
  );
}
