/** The Pebble mark: a rounded pebble with a window, and the word. */
export function Logo({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 132 32" role="img" aria-label="Pebble">
      <path d="M4 20c0-8 7-14 17-14 8 0 12 5 12 11 0 5-4 9-11 9H10c-4 0-6-2-6-6Z" fill="currentColor" />
      <rect x="15" y="11" width="10" height="6" rx="3" fill="var(--logo-window, #F2EFE9)" />
      <text x="42" y="23" fontSize="19" fontWeight="700" letterSpacing="-0.5" fill="currentColor" fontFamily="inherit">
        pebble
      </text>
    </svg>
  )
}
