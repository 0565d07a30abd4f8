'use client'

import { type ComponentType, useEffect, useState } from 'react'

/**
 * A component that fetches `load`'s component in a chunk of its own once the page has hydrated,
 * and draws nothing until then. For parts nothing on the page waits for (they draw nothing before
 * they have asked the browser or the server something anyway), so no page's first load carries
 * their code. A chunk that does not arrive (the network dropped) leaves the page without the part.
 */
export function afterHydration<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  function AfterHydration(props: Props) {
    const [Loaded, setLoaded] = useState<ComponentType<Props> | null>(null)
    useEffect(() => {
      let active = true
      load().then(
        (component) => active && setLoaded(() => component),
        () => undefined,
      )
      return () => {
        active = false
      }
    }, [])
    return Loaded ? <Loaded {...props} /> : null
  }
  return AfterHydration
}
