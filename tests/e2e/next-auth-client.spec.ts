import path from 'node:path'

import { expect, test } from '@playwright/test'
import { build } from 'esbuild'

import { createCustomer, ownClientAddress } from './auth-support'
import { linkIn, mailCount, waitForMail } from './mail'
import { gotoReady } from './support'

/**
 * next-auth's own browser client (`next-auth/react`: getProviders, getCsrfToken, getSession,
 * signIn, signOut), bundled from node_modules exactly as published and run in Chromium on a page
 * of the site, against the real /api/auth routes.
 */
let clientBundle: string

test.beforeAll(async () => {
  const result = await build({
    stdin: {
      contents: "import * as client from 'next-auth/react'; window.nextAuthClient = client",
      resolveDir: path.resolve('.'),
      loader: 'js',
    },
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    define: {
      'process.env.NODE_ENV': '"production"',
      'process.env.NEXTAUTH_URL': 'undefined',
      'process.env.NEXTAUTH_URL_INTERNAL': 'undefined',
      'process.env.VERCEL_URL': 'undefined',
    },
    logLevel: 'silent',
  })
  clientBundle = result.outputFiles[0].text
})

type Client = typeof import('next-auth/react')
declare global {
  interface Window {
    nextAuthClient: Client
  }
}

test.use({ bypassCSP: true })

test('next-auth/react signIn, getSession and signOut work against the routes', async ({ page, context }) => {
  await ownClientAddress(context)
  const customer = await createCustomer(page.request, 'client')
  await gotoReady(page, '/')
  await page.addScriptTag({ content: clientBundle })

  const before = await page.evaluate(async () => {
    const c = window.nextAuthClient
    return {
      providers: Object.keys((await c.getProviders()) ?? {}).sort(),
      csrf: await c.getCsrfToken(),
      session: await c.getSession(),
    }
  })
  expect(before.providers).toEqual(['credentials', 'email'])
  expect(before.csrf).toMatch(/^[a-f0-9]{64}$/)
  expect(before.session).toBeNull()

  const wrong = await page.evaluate(
    ({ email }) => window.nextAuthClient.signIn('credentials', { email, password: 'not-it-2026', redirect: false }),
    customer,
  )
  expect(wrong).toMatchObject({ ok: false, status: 401, error: 'CredentialsSignin' })

  const signedIn = await page.evaluate(
    ({ email, password }) =>
      window.nextAuthClient.signIn('credentials', {
        email,
        password,
        redirect: false,
        callbackUrl: '/customer-portal/account',
      }),
    customer,
  )
  expect(signedIn).toMatchObject({ ok: true, status: 200, error: null })
  expect(signedIn?.url).toMatch(/\/customer-portal\/account$/)
  const session = await page.evaluate(() => window.nextAuthClient.getSession())
  expect(session?.user).toMatchObject({ email: customer.email, name: customer.name })

  const out = await page.evaluate(() => window.nextAuthClient.signOut({ redirect: false }))
  expect(out).toHaveProperty('url')
  expect(await page.evaluate(() => window.nextAuthClient.getSession())).toBeNull()
})

test('next-auth/react signIn("email") sends the link, and the link signs in', async ({ page, context }) => {
  await ownClientAddress(context)
  const customer = await createCustomer(page.request, 'client-link')
  await gotoReady(page, '/')
  await page.addScriptTag({ content: clientBundle })
  const before = mailCount()
  const result = await page.evaluate(
    ({ email }) =>
      window.nextAuthClient.signIn('email', { email, redirect: false, callbackUrl: '/customer-portal/my-pebble' }),
    customer,
  )
  expect(result).toMatchObject({ ok: true, error: null })
  const mail = await waitForMail(customer.email, { after: before })
  await page.goto(linkIn(mail, '/api/auth/callback/email'))
  await expect(page).toHaveURL(/\/customer-portal\/my-pebble$/)
  await page.addScriptTag({ content: clientBundle })
  expect((await page.evaluate(() => window.nextAuthClient.getSession()))?.user?.email).toBe(customer.email)
})
