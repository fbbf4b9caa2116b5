/** The Shubho Bibaho mark: a gold heart on a maroon disc (same as the favicon). */
export function BrandMark({ className = "size-10" }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 64 64" className={className}>
      <circle cx="32" cy="32" r="30" fill="#9f1239" />
      <circle cx="32" cy="32" r="26" fill="none" stroke="#fcd34d" strokeWidth="1.5" strokeDasharray="2 3" />
      <path d="M32 46s-14-8.5-14-18a8 8 0 0 1 14-5.3A8 8 0 0 1 46 28c0 9.5-14 18-14 18z" fill="#fde68a" />
    </svg>
  );
}
