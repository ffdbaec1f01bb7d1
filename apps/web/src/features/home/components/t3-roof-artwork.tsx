/*
 * Terminal 3 at dusk: the flower-shaped roof of layered petals over a glass hall, the control
 * tower, gardens, and an aircraft climbing out over white clouds (Baiyun: "white clouds").
 * Decorative; the hero's text is HTML over it.
 */
const PETALS: [number, number, number][] = [
  // [tip x, tip y, half width at the base]
  [640, 190, 70],
  [800, 205, 95],
  [945, 180, 110],
  [1090, 205, 95],
  [1250, 190, 70],
];
const BASE_Y = 318;

function petal([tipX, tipY, half]: [number, number, number]) {
  const left = tipX - half;
  const right = tipX + half;
  return `M${left} ${BASE_Y} C${left + half * 0.1} ${tipY + 60} ${tipX - half * 0.55} ${tipY} ${tipX} ${tipY} C${tipX + half * 0.55} ${tipY} ${right - half * 0.1} ${tipY + 60} ${right} ${BASE_Y} Z`;
}

const MULLIONS = Array.from({ length: 26 }, (_, i) => 580 + i * 28);

export function T3RoofArtwork({ className }: { className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 1440 480"
      preserveAspectRatio="xMaxYMax slice"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id="t3-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#072a55" />
          <stop offset="0.65" stopColor="#0b4ea2" />
          <stop offset="1" stopColor="#2f72c2" />
        </linearGradient>
        <radialGradient id="t3-glow" cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#ffc94d" stopOpacity="0.55" />
          <stop offset="1" stopColor="#ffc94d" stopOpacity="0" />
        </radialGradient>
        <linearGradient id="t3-petal" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffffff" stopOpacity="0.95" />
          <stop offset="1" stopColor="#cfe0f5" stopOpacity="0.75" />
        </linearGradient>
        <linearGradient id="t3-glass" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffd77a" stopOpacity="0.55" />
          <stop offset="1" stopColor="#8fb8e8" stopOpacity="0.35" />
        </linearGradient>
      </defs>
      <rect width="1440" height="480" fill="url(#t3-sky)" />
      <circle cx="1180" cy="150" r="190" fill="url(#t3-glow)" />
      <g fill="#ffffff">
        <ellipse cx="1010" cy="92" rx="120" ry="22" opacity="0.16" />
        <ellipse cx="1080" cy="78" rx="70" ry="18" opacity="0.14" />
        <ellipse cx="640" cy="120" rx="150" ry="20" opacity="0.1" />
        <ellipse cx="1320" cy="210" rx="110" ry="16" opacity="0.12" />
      </g>
      <g transform="translate(1100 118) rotate(-14)" fill="#ffffff">
        <path
          d="M-150 8 H-40"
          stroke="#ffffff"
          strokeOpacity="0.35"
          strokeWidth="3"
          strokeDasharray="10 10"
        />
        <path d="M0 0 L70 -2 Q84 0 70 4 L0 8 Z" />
        <path d="M22 3 L4 30 L16 30 L44 4 Z" opacity="0.9" />
        <path d="M22 2 L8 -18 L18 -18 L40 1 Z" opacity="0.8" />
        <path d="M2 1 L-8 -14 L0 -14 L10 2 Z" />
      </g>
      {/* The building keeps to the right so the HTML text on the left stays over open sky. */}
      <g transform="translate(1440 380) scale(0.82) translate(-1440 -380)">
        <g>
          <rect x="1388" y="190" width="16" height="150" fill="#cfe0f5" opacity="0.8" />
          <path d="M1366 176 H1426 L1418 198 H1374 Z" fill="#ffffff" opacity="0.9" />
          <rect x="1372" y="168" width="56" height="8" rx="3" fill="#ffc94d" />
        </g>
        <g>
          {PETALS.map((p) => (
            <path
              key={p[0]}
              d={petal(p)}
              fill="url(#t3-petal)"
              stroke="#0b4ea2"
              strokeOpacity="0.35"
              strokeWidth="2"
            />
          ))}
          <path
            d="M560 322 Q945 286 1330 322"
            fill="none"
            stroke="#ffffff"
            strokeWidth="6"
            strokeLinecap="round"
          />
        </g>
        <rect x="570" y="322" width="750" height="60" fill="url(#t3-glass)" />
        <g stroke="#ffffff" strokeOpacity="0.35" strokeWidth="2">
          {MULLIONS.map((x) => (
            <line key={x} x1={x} y1="324" x2={x} y2="380" />
          ))}
        </g>
      </g>
      <rect x="0" y="380" width="1440" height="100" fill="#051d3b" />
      <g fill="#1f7a6b" transform="translate(1440 380) scale(0.82) translate(-1440 -380)">
        {[600, 680, 760, 1140, 1220, 1300].map((x) => (
          <ellipse key={x} cx={x} cy="384" rx="34" ry="12" opacity="0.85" />
        ))}
      </g>
      <path
        d="M0 440 H1440"
        stroke="#ffb81c"
        strokeOpacity="0.7"
        strokeWidth="4"
        strokeDasharray="36 28"
      />
    </svg>
  );
}
