import { expect, type Page } from '@playwright/test'

/**
 * What is wrong with where the keyboard's focus is, or null when nothing is (WCAG 2.4.7, 2.4.11):
 * an element has focus, it lies wholly inside the viewport, and nothing fixed or sticky (a sticky
 * bar, a header, a menu panel) is drawn over it: at its centre and at four points around it the
 * topmost element is the focused one, something in it, one of its labels, an ancestor, or
 * something that scrolls with the page (a search field's button drawn inside the field). A native
 * control drawn as a card (a visually hidden radio) is judged by the label that draws it.
 */
export function focusProblem(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const describe = (el: Element) => {
      const text = (el.getAttribute('aria-label') || (el as HTMLElement).innerText || el.getAttribute('name') || '')
        .trim()
        .replace(/\s+/g, ' ')
        .slice(0, 50)
      return `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}> "${text}"`
    }
    const focused = document.activeElement
    if (!focused || focused === document.body || focused === document.documentElement) return 'nothing has focus'
    let target: Element = focused
    const own = focused.getBoundingClientRect()
    const labels = 'labels' in focused ? Array.from((focused as HTMLInputElement).labels ?? []) : []
    if ((own.width <= 2 || own.height <= 2 || getComputedStyle(focused).opacity === '0') && labels.length)
      target = labels[0]
    const r = target.getBoundingClientRect()
    const width = document.documentElement.clientWidth
    const height = window.innerHeight
    const box = `${Math.round(r.left)},${Math.round(r.top)} ${Math.round(r.width)}×${Math.round(r.height)}`
    if (r.width === 0 || r.height === 0) return `${describe(focused)} has focus but no size`
    if (r.top < -1 || r.left < -1 || r.bottom > height + 1 || r.right > width + 1)
      return `${describe(focused)} at ${box} is not wholly inside the ${width}×${height} viewport`
    // Inside the ellipse the box holds: a round button's corners are not its own to hit.
    const points = [
      [0.5, 0.5],
      [0.25, 0.25],
      [0.75, 0.25],
      [0.25, 0.75],
      [0.75, 0.75],
    ]
    for (const [fx, fy] of points) {
      const x = r.left + r.width * fx
      const y = r.top + r.height * fy
      const hit = document.elementFromPoint(x, y)
      if (!hit) return `${describe(focused)} at ${box}: nothing at (${Math.round(x)}, ${Math.round(y)})`
      const ok =
        hit === target || target.contains(hit) || hit.contains(target) || labels.some((label) => label.contains(hit))
      if (ok) continue
      let pinned: Element | null = hit
      while (pinned && !['fixed', 'sticky'].includes(getComputedStyle(pinned).position)) pinned = pinned.parentElement
      if (pinned && !pinned.contains(target))
        return `${describe(focused)} at ${box} is under ${describe(pinned)} at (${Math.round(x)}, ${Math.round(y)})`
    }
    return null
  })
}

/** The focused element's description, for naming it in the walk's record. */
export const focusedName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement
    if (!el || el === document.body) return '(body)'
    const text = (el.getAttribute('aria-label') || (el as HTMLElement).innerText || el.getAttribute('name') || '')
      .trim()
      .replace(/\s+/g, ' ')
      .slice(0, 40)
    return `${el.tagName.toLowerCase()} "${text}"`
  })

/**
 * Presses Tab (or `key`: Shift+Tab) until `done` says stop (or `max` presses), and after each press
 * waits until the focused element is visible (focusProblem), so a control scrolled under a sticky
 * bar fails with its name. Returns the names of the elements focused on the way.
 */
export async function tabThrough(page: Page, done: () => Promise<boolean>, max = 120, key = 'Tab') {
  const seen: string[] = []
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(key)
    const name = await focusedName(page)
    seen.push(name)
    await expect
      .poll(() => focusProblem(page), { message: `focus after ${seen.length} × ${key}: ${name}`, timeout: 3_000 })
      .toBeNull()
    if (await done()) return seen
  }
  throw new Error(`did not reach the end in ${max} × ${key}: ${seen.join(', ')}`)
}
