/** The home page's hero drawing: a crossover at dusk, drawn in SVG so it costs a few hundred bytes, not a photograph. */

export function HeroArt() {
  return (
    <svg className="hero-art" viewBox="0 0 1200 560" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="hero-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#0b1f33" />
          <stop offset="0.55" stopColor="#1d4e6f" />
          <stop offset="1" stopColor="#e9a25f" />
        </linearGradient>
        <linearGradient id="hero-body" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#d7dee6" />
          <stop offset="0.5" stopColor="#9aa9b8" />
          <stop offset="1" stopColor="#4b5a69" />
        </linearGradient>
        <linearGradient id="hero-glass" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#1b2d3f" />
          <stop offset="1" stopColor="#3d6a8a" />
        </linearGradient>
      </defs>
      <rect width="1200" height="560" fill="url(#hero-sky)" />
      <circle cx="930" cy="360" r="70" fill="#f6c98b" opacity="0.55" />
      <path d="M0 400 L160 300 L300 360 L470 250 L640 350 L820 270 L1000 340 L1200 280 L1200 560 L0 560 Z" fill="#0f2a40" opacity="0.85" />
      <path d="M0 450 L220 380 L420 430 L660 360 L900 420 L1200 370 L1200 560 L0 560 Z" fill="#0b2133" />
      <path d="M0 505 H1200 V560 H0 Z" fill="#08182a" />
      <g className="hero-art__car" transform="translate(560 318)">
        <ellipse cx="270" cy="180" rx="300" ry="16" fill="#000" opacity="0.35" />
        <path d="M20 140 C20 110 40 96 80 90 L170 80 C210 40 250 22 330 20 L420 22 C470 26 505 52 540 84 L580 96 C600 102 610 116 610 136 L610 160 L20 160 Z" fill="url(#hero-body)" />
        <path d="M190 82 C225 48 262 36 330 34 L408 36 C446 40 474 60 500 84 Z" fill="url(#hero-glass)" />
        <path d="M340 34 L344 84" stroke="#9aa9b8" strokeWidth="6" />
        <path d="M30 124 H600" stroke="#ffffff" strokeOpacity="0.25" strokeWidth="2" />
        <rect x="572" y="110" width="34" height="10" rx="4" fill="#ffe7b3" />
        <rect x="22" y="112" width="26" height="10" rx="4" fill="#d94b3d" />
        <circle cx="140" cy="160" r="40" fill="#111a22" />
        <circle cx="140" cy="160" r="22" fill="#7d8a97" />
        <circle cx="480" cy="160" r="40" fill="#111a22" />
        <circle cx="480" cy="160" r="22" fill="#7d8a97" />
      </g>
    </svg>
  );
}
