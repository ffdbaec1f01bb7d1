/** Small drawings for the board's empty and closed states (decorative: aria-hidden). */

/** Terminal 1 behind a striped barrier, a crane over its roof: closed for renovation. */
export function ClosedTerminalArt({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 220 120" aria-hidden="true" focusable="false">
      <path d="M20 104 H200" stroke="#d5dde8" strokeWidth="4" strokeLinecap="round" />
      <path d="M40 104 V58 Q110 28 180 58 V104 Z" fill="#eaf1fb" stroke="#0b4ea2" strokeWidth="3" />
      <g fill="#ffffff" stroke="#0b4ea2" strokeWidth="2">
        <rect x="58" y="70" width="22" height="34" rx="2" />
        <rect x="99" y="70" width="22" height="34" rx="2" />
        <rect x="140" y="70" width="22" height="34" rx="2" />
      </g>
      <text
        x="110"
        y="56"
        textAnchor="middle"
        fontFamily="Arial, sans-serif"
        fontSize="15"
        fontWeight="700"
        fill="#072a55"
      >
        T1
      </text>
      <path d="M160 20 V58 M160 22 H210 M200 22 V40" stroke="#072a55" strokeWidth="3" fill="none" />
      <rect x="194" y="40" width="12" height="9" fill="#ffb81c" />
      <rect x="26" y="86" width="168" height="14" rx="3" fill="#ffb81c" />
      <g fill="#072a55">
        {[0, 1, 2, 3, 4, 5, 6].map((i) => (
          <path key={i} d={`M${34 + i * 24} 86 h10 l-10 14 h-10 z`} />
        ))}
      </g>
      <path d="M34 100 V110 M186 100 V110" stroke="#072a55" strokeWidth="3" />
    </svg>
  );
}

/** An empty departures board under a magnifying glass: nothing matches. */
export function EmptyBoardArt({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 220 120" aria-hidden="true" focusable="false">
      <rect x="30" y="16" width="140" height="92" rx="8" fill="#072a55" />
      <g fill="#1c4274">
        <rect x="42" y="30" width="116" height="10" rx="2" />
        <rect x="42" y="48" width="116" height="10" rx="2" />
        <rect x="42" y="66" width="116" height="10" rx="2" />
        <rect x="42" y="84" width="116" height="10" rx="2" />
      </g>
      <rect x="42" y="30" width="34" height="10" rx="2" fill="#ffb81c" />
      <circle
        cx="160"
        cy="78"
        r="24"
        fill="#ffffff"
        fillOpacity="0.9"
        stroke="#0b4ea2"
        strokeWidth="6"
      />
      <path d="M177 96 L198 116" stroke="#0b4ea2" strokeWidth="9" strokeLinecap="round" />
      <path d="M150 78 h20" stroke="#d5dde8" strokeWidth="5" strokeLinecap="round" />
    </svg>
  );
}
