/** The CAN mark: a five-petal flower (Guangzhou's kapok, T3's roof) with an amber heart. */
export function AirportMark({ size = 40, className }: { size?: number; className?: string }) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="64" height="64" rx="14" fill="#0b4ea2" />
      <g fill="#fff">
        {[0, 72, 144, 216, 288].map((angle) => (
          <ellipse
            key={angle}
            cx="32"
            cy="19.5"
            rx="6.5"
            ry="12.5"
            transform={`rotate(${angle} 32 33)`}
            opacity={angle === 0 ? 1 : angle === 144 || angle === 216 ? 0.84 : 0.92}
          />
        ))}
      </g>
      <circle cx="32" cy="33" r="6" fill="#ffb81c" />
    </svg>
  );
}
