/** The brand mark: a drawn emblem and the configurable brand name as text. */

export function Logo({ brand, className = '' }: { brand: string; className?: string }) {
  return (
    <span className={`logo ${className}`}>
      <svg className="logo__mark" viewBox="0 0 48 48" width="36" height="36" aria-hidden="true" focusable="false">
        <circle cx="24" cy="24" r="22" fill="none" stroke="currentColor" strokeWidth="2.5" />
        <path d="M13 31 L24 14 L35 31" fill="none" stroke="currentColor" strokeWidth="3.5" strokeLinejoin="round" strokeLinecap="round" />
        <path d="M18.5 26 H29.5" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <span className="logo__name">{brand}</span>
    </span>
  );
}
