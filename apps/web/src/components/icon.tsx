/** Small outline icons (20×20 box). */
export const icons = {
  phone:
    "M3 5.5A2.5 2.5 0 0 1 5.5 3h1.4a1 1 0 0 1 .95.68l1.1 3.3a1 1 0 0 1-.29 1.06L7.2 9.3a11 11 0 0 0 5.5 5.5l1.26-1.46a1 1 0 0 1 1.06-.29l3.3 1.1a1 1 0 0 1 .68.95v1.4a2.5 2.5 0 0 1-2.5 2.5C9.6 19 3 12.4 3 5.5Z",
  mail: "M3 6.5A1.5 1.5 0 0 1 4.5 5h11A1.5 1.5 0 0 1 17 6.5v7a1.5 1.5 0 0 1-1.5 1.5h-11A1.5 1.5 0 0 1 3 13.5v-7Zm1 .3 6 4.2 6-4.2",
  lock: "M6 9V6.5a4 4 0 1 1 8 0V9M5 9h10a1 1 0 0 1 1 1v6a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1v-6a1 1 0 0 1 1-1Z",
  user: "M10 10a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7Zm-6 7c0-3 2.7-5 6-5s6 2 6 5",
} as const;

export function Icon({ d, className = "mt-0.5 size-4 text-brand-700" }: { d: string; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className={`shrink-0 ${className}`}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={d} />
    </svg>
  );
}
