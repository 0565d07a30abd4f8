import { defineConfig, devices } from '@playwright/test'

/** Browser tests drive Debian's Chromium: no browser download works here. scripts/test.mjs starts the server. */
const chromium = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
}

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 45_000,
  use: {
    baseURL: process.env.TEST_BASE_URL || 'http://127.0.0.1:3100',
    launchOptions: chromium,
    trace: 'off',
  },
  projects: [
    {
      name: 'desktop-1440',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions: chromium },
    },
    {
      name: 'mobile-390',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions: chromium },
      // What does not depend on the viewport runs at one width: flows through forms and the portal,
      // tokens, security headers and trackers. Layout, navigation (the account entry in the phone
      // menu: auth.spec.ts), blocks, the build flow, search, accessibility and layout shift run at both.
      testIgnore: [
        'admin-orders.spec.ts',
        'admin-refund.spec.ts',
        'second-deposit-call.spec.ts',
        'analytics.spec.ts',
        'auth-forms.spec.ts',
        'content-security-policy.spec.ts',
        'forms.spec.ts',
        'next-auth-client.spec.ts',
        'portal.spec.ts',
        'portal-cancel.spec.ts',
        'portal-cancel-link.spec.ts',
        'security-tokens.spec.ts',
      ],
    },
  ],
})
