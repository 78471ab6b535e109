/** A ring with `part / whole` of it filled: the share a figure is of its whole (7 of 24 hours). */
export function ShareRing({ part, whole }: { part: number; whole: number }) {
  const radius = 42;
  const circumference = 2 * Math.PI * radius;
  const filled = Math.min(Math.max(part / whole, 0), 1) * circumference;
  return (
    <svg className="infographic__ring" viewBox="0 0 100 100" aria-hidden="true" focusable="false">
      <circle cx="50" cy="50" r={radius} className="infographic__ring-track" />
      <circle
        cx="50"
        cy="50"
        r={radius}
        className="infographic__ring-share"
        strokeDasharray={`${filled.toFixed(2)} ${(circumference - filled).toFixed(2)}`}
        transform="rotate(-90 50 50)"
      />
    </svg>
  );
}
