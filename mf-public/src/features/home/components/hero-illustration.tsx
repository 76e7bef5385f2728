/** Two people in a video session: drawn inline so the page needs no stock imagery. */
export function HeroIllustration({ size = 420 }: { size?: number }) {
  return (
    <svg width={size} height={size * 0.85} viewBox="0 0 420 357" role="img" aria-label="Ilustración de una sesión de terapia online">
      <defs>
        <linearGradient id="hero-screen" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0%" stopColor="#d3e9e8" />
          <stop offset="100%" stopColor="#a8d3d1" />
        </linearGradient>
      </defs>
      <circle cx="330" cy="70" r="56" fill="#74b7b4" opacity="0.35" />
      <circle cx="70" cy="290" r="44" fill="#f6c28b" opacity="0.45" />
      <rect x="40" y="50" width="340" height="220" rx="22" fill="#ffffff" stroke="#1c524f" strokeWidth="4" />
      <rect x="58" y="68" width="150" height="184" rx="14" fill="url(#hero-screen)" />
      <rect x="212" y="68" width="150" height="184" rx="14" fill="#eef6f6" />
      <circle cx="133" cy="138" r="30" fill="#1c524f" />
      <path d="M88 252c4-44 26-66 45-66s41 22 45 66z" fill="#2b7d79" />
      <circle cx="287" cy="138" r="30" fill="#f3a86b" />
      <path d="M242 252c4-44 26-66 45-66s41 22 45 66z" fill="#479995" />
      <rect x="170" y="282" width="80" height="14" rx="7" fill="#1c524f" />
      <rect x="140" y="296" width="140" height="10" rx="5" fill="#183f3d" />
      <g transform="translate(300 14)">
        <rect width="96" height="44" rx="22" fill="#2b7d79" />
        <path d="M30 22l8 8 16-16" stroke="#fff" strokeWidth="5" fill="none" strokeLinecap="round" strokeLinejoin="round" />
        <circle cx="72" cy="22" r="6" fill="#fff" />
      </g>
      <path d="M22 150c10-18 26-18 36 0" stroke="#f3a86b" strokeWidth="5" fill="none" strokeLinecap="round" />
      <path d="M360 310c12-10 26-10 38 0" stroke="#479995" strokeWidth="5" fill="none" strokeLinecap="round" />
    </svg>
  );
}
