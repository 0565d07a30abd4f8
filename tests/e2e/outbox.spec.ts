import { expect, test } from '@playwright/test'

import { mailCount, waitForMail } from './mail'
import { gotoReady } from './support'

/** Staff see each message as its reader does: the Outbox's edit view shows the sent HTML. */
test('support opens a sent e-mail in the Outbox and sees it rendered on the site’s template', async ({
  page,
  context,
  baseURL,
}) => {
  const email = `outbox-preview-${Date.now()}@example.com`
  await gotoReady(page, '/forgot-password')
  const before = mailCount()
  await page.getByLabel('E-mail', { exact: true }).fill(email)
  await page.getByRole('button', { name: 'E-mail me a reset link' }).click()
  const mail = await waitForMail(email, { after: before })
  expect(mail.html).toContain('/mail-logo.png')

  const login = await context.request.post(`${baseURL}/cms-api/users/login`, {
    data: { email: 'support@example.com', password: 'pebble-demo-2026' },
  })
  expect(login.ok()).toBe(true)
  // The REST read with the token (the cookie counts only on requests the site's own pages make).
  const { token } = (await login.json()) as { token: string }
  const found = await context.request.get(
    `${baseURL}/cms-api/outbox?where[to][equals]=${encodeURIComponent(email)}&limit=1&depth=0`,
    { headers: { Authorization: `JWT ${token}` } },
  )
  const [doc] = (await found.json()).docs as { id: number; subject: string }[]
  expect(doc.subject).toBe(mail.subject)

  await page.goto(`/admin/collections/outbox/${doc.id}`)
  await expect(page.getByRole('heading', { name: 'As the reader sees it' })).toBeVisible()
  const rendered = page.frameLocator('iframe[title="The e-mail as rendered"]')
  await expect(rendered.getByText('— The Pebble team')).toBeVisible()
  await expect(rendered.getByText('there is no Pebble account for it', { exact: false })).toBeVisible()
  await expect(rendered.locator('img').first()).toHaveAttribute('src', /\/mail-logo\.png$/)
})
