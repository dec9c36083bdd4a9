export interface BrandMarkProps {
  size?: number;
}

/** The CharterDesk mark (same drawing as public/favicon.svg); decorative, the text label carries the name. */
export function BrandMark({ size = 36 }: BrandMarkProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="var(--mantine-color-brand-7)" />
      <path
        fill="#fff"
        d="M52.6 14.2c-1.7-1.7-4.4-1.6-6.1.1l-8.7 8.8-20.1-6.3-4.4 4.4 16.3 10.1-8.1 8.3-6.4-1-3.5 3.5 8.3 4.4 4.4 8.3 3.5-3.5-1-6.4 8.3-8.1 10.1 16.3 4.4-4.4-6.3-20.1 8.8-8.7c1.7-1.7 1.8-4.4.1-6.1z"
      />
    </svg>
  );
}
