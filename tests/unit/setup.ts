import { type ComponentType, lazy } from 'react'
import { vi } from 'vitest'

// Outside Next's bundler `next/dynamic` resolves to the Pages Router loader, which renders nothing
// on the server. The App Router's is React.lazy underneath; unit tests use that directly.
vi.mock('next/dynamic', () => ({
  default: (load: () => Promise<ComponentType<unknown>>) => lazy(async () => ({ default: await load() })),
}))
