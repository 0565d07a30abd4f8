import { z } from 'zod'

/*
 * For the browser's copies of the rules, imported before them: zod tries `new Function` when it
 * builds an object schema, to compile faster checks, and the site's Content Security Policy
 * forbids it, so each page that loaded rules reported a CSP violation (Lighthouse's "issues in
 * the Issues panel"). Compiled checks matter on the server; a form checks a few fields.
 * Only code that runs in the browser alone imports this: the setting is process-wide.
 */
z.config({ jitless: true })
