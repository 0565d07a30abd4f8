/** Simple line icons for the footer's social links (decorative: the link carries the name). */
const paths: Record<string, string> = {
  instagram:
    'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4Zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8Zm5.5-1.5h.01',
  youtube: 'M3 8.5C3 6 4.5 5 7 5h10c2.5 0 4 1 4 3.5v7c0 2.5-1.5 3.5-4 3.5H7c-2.5 0-4-1-4-3.5v-7ZM10 9v6l5-3-5-3Z',
  x: 'M4 4l16 16M20 4 4 20',
  linkedin:
    'M4 9h3v11H4V9Zm1.5-5a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3ZM10 9h3v1.6c.6-1 1.8-1.8 3.5-1.8 3 0 3.5 2 3.5 4.5V20h-3v-6c0-1.4-.3-2.5-1.8-2.5S13 12.6 13 14v6h-3V9Z',
  facebook: 'M14 8h3V4h-3a4 4 0 0 0-4 4v2H7v4h3v7h4v-7h3l1-4h-4V8Z',
  tiktok: 'M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5M14 3c.5 3 2.5 5 5.5 5',
}

export function SocialIcon({ network }: { network: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="22"
      height="22"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.7"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={paths[network] ?? paths.x} />
    </svg>
  )
}
