import { ButtonLink, Screen } from '@/kit/screen/Screen'

export default function PortalNotFound() {
  return (
    <Screen
      eyebrow="Not found"
      title="We couldn’t find that page"
      intro={<p>It may have moved, or the link may be mistyped. Your orders and owner pages are a click away.</p>}
    >
      <ButtonLink href="/customer-portal/my-pebble">Go to My Pebble</ButtonLink>
    </Screen>
  )
}
