import path from 'node:path'

import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: {
    alias: {
      '@payload-config': path.resolve(__dirname, 'src/payload.config.ts'),
      '@': path.resolve(__dirname, 'src'),
    },
  },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.ts'],
    // Modules that read the environment at import (the Payload config behind server actions).
    env: {
      PAYLOAD_SECRET: 'unit-test-secret-not-used-for-anything',
      NEXTAUTH_SECRET: 'unit-test-secret-not-used-for-anything',
      DATA_DIR: '.test-data/unit',
    },
    setupFiles: ['tests/unit/setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Integration tests share one running server and its database: run files one at a time.
    fileParallelism: false,
  },
})
