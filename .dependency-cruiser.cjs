/**
 * The import boundaries of src/, checked by `npm test` (and `npm run lint`). This file is the one
 * place the allowed arrows are written down; docs/architecture.md draws them.
 *
 * Layers, lowest first. A module imports from its own layer or a lower one, never a higher one:
 *   config, observability → kit → db, access, rate-limit → mail → content → auth → features → the app
 * Features sit side by side on top of the layers. A feature imports another feature only where
 * FEATURE_ARROWS allows it, and then only that feature's PUBLIC modules: never its internals.
 * The app (routes, payload.config.ts, instrumentation, proxy, seed, migrations) composes everything.
 */
const LAYERS = [['config', 'observability'], ['kit'], ['db', 'access', 'rate-limit'], ['mail'], ['content'], ['auth']]

/** What each feature offers the others. Everything else in a feature folder is its own business. */
const PUBLIC = {
  analytics: ['consent.ts', 'track.ts'],
  seo: ['site.ts', 'redirects/apply.ts'],
  blocks: ['RenderBlocks.tsx', 'registry.tsx', 'accordion/AccordionItems.tsx', 'posts/PostCardView.tsx'],
  site: ['header/SiteHeader.tsx', 'header/Logo.tsx', 'preview/PreviewBar.tsx', 'state/store.ts', 'data/swr.ts'],
  newsletter: ['SignupForm.tsx', 'subscription.ts'],
  forms: ['EditorForm.tsx', 'definition.ts'],
  support: ['ContactForm.tsx', 'receive.ts', 'form-state.ts', 'settings.ts', 'statuses.ts'],
  commerce: [
    'catalog/types.ts',
    'pricing/money.ts',
    'pricing/price.ts',
    'pricing/quote.ts',
    'pricing/estimate.ts',
    'pricing/reprice.ts',
    'changes/portal/actions.ts',
    'changes/portal/change-link.ts',
    'changes/portal/change-view.ts',
    'changes/portal/OrderChanges.tsx',
    'changes/policy.ts',
    'handover/portal/HandoverBooking.tsx',
    'pricing/total.ts',
    'catalog/configured-image.ts',
    'catalog/order-image.ts',
    'ui/Img.tsx',
    'ui/optimised-images.ts',
    'orders/customer-info.ts',
    'orders/customer-info-fields.ts',
    'orders/number.ts',
    'orders/snapshot.ts',
    'orders/statuses.ts',
    'orders/cancellation-fields.ts',
    'refunds/ledger.ts',
    'second-deposit/SecondDepositPayment.tsx',
    'refunds/portal/CancelReservation.tsx',
    'refunds/portal/ConfirmCancellation.tsx',
    'refunds/portal/DepositRefundNote.tsx',
    'delivery/portal-view.ts',
  ],
  portal: [],
  'build-flow': [],
  'compile-hints': [],
  blog: [],
  search: [],
}

/** Which features a feature may use (through their PUBLIC modules). */
const FEATURE_ARROWS = {
  site: ['analytics', 'blocks', 'newsletter', 'seo'],
  blocks: ['forms', 'newsletter'],
  forms: ['support'],
  seo: ['commerce'],
  'build-flow': ['commerce', 'site'],
  portal: ['blocks', 'commerce', 'site', 'support'],
  support: ['commerce', 'newsletter'],
  blog: ['blocks', 'seo'],
}

const FEATURES = Object.keys(PUBLIC)
/** Imported from anywhere: Payload's generated types. */
const EVERYWHERE = '^src/payload-types\\.ts$'
/**
 * The composition root: it imports every feature's collections. Only the gateway to Payload
 * (src/db/payload.ts) imports it. The gateway is opened by the request side (routes, server actions,
 * the helpers they call) and scripts; collections, hooks, endpoints and jobs use `req.payload` (or a
 * `payload` passed in), so nothing the config imports reaches the gateway: loading the config (the
 * Payload CLI) never opens Payload, and no import circle runs through the root.
 */
const COMPOSITION_ROOT = '^src/payload\\.config\\.ts$'
const GATEWAY = '^src/db/payload\\.ts$'
const folder = (names) => `^src/(${names.join('|')})/`
const escape = (text) => text.replace(/[.]/g, '\\.')

const layerRules = LAYERS.map((layer, index) => {
  const higher = [...LAYERS.slice(index + 1).flat(), ...FEATURES]
  return {
    name: `layer-${layer.join('-')}`,
    comment: `${layer.join(', ')} may import only from its own layer or a lower one`,
    severity: 'error',
    from: { path: folder(layer) },
    to: { path: `${folder(higher)}|^src/(app|seed|migrations)/|^src/(instrumentation|proxy)\\.ts$` },
  }
})

const featureRules = FEATURES.map((feature) => {
  const others = FEATURES.filter((other) => other !== feature)
  const allowed = (FEATURE_ARROWS[feature] ?? []).flatMap((other) =>
    PUBLIC[other].map((file) => `^src/${other}/${escape(file)}$`),
  )
  return {
    name: `feature-${feature}`,
    comment: `${feature} may use ${(FEATURE_ARROWS[feature] ?? []).join(', ') || 'no other feature'}, through their public modules only`,
    severity: 'error',
    from: { path: folder([feature]) },
    to: {
      path: `${folder(others)}|^src/(app|seed|migrations)/|^src/(instrumentation|proxy)\\.ts$`,
      ...(allowed.length ? { pathNot: allowed.join('|') } : {}),
    },
  }
})

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment:
        'An import cycle makes module order matter and hides which part depends on which: none is allowed, ' +
        'with no exception.',
      severity: 'error',
      from: { path: '^(src|scripts)/' },
      to: { circular: true },
    },
    {
      name: 'config-never-opens-the-gateway',
      comment:
        'Nothing src/payload.config.ts imports (collections, hooks, endpoints, jobs) may reach the gateway: ' +
        'they use req.payload or a payload passed in, so loading the config (the Payload CLI: generate, ' +
        'migrations) never opens Payload.',
      severity: 'error',
      from: { path: COMPOSITION_ROOT },
      to: { path: GATEWAY, reachable: true },
    },
    {
      name: 'seed-is-run-not-imported',
      comment: 'Demo content is written by scripts/prepare-data.ts; no module of the site depends on it.',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/seed/' },
      to: { path: '^src/seed/' },
    },
    {
      name: 'seed-uses-no-route',
      comment: 'The seed writes through Payload and the features, never through a route or a page of the app.',
      severity: 'error',
      from: { path: '^src/seed/' },
      to: { path: '^src/app/' },
    },
    {
      name: 'payload-config-only-through-the-gateway',
      comment:
        'src/payload.config.ts is imported by the gateway alone (src/db/payload.ts): the request side calls ' +
        'payloadClient(), hooks and endpoints use req.payload.',
      severity: 'error',
      from: { path: '^(src|scripts)/', pathNot: GATEWAY },
      to: { path: COMPOSITION_ROOT },
    },
    ...layerRules,
    ...featureRules,
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: `node_modules|${EVERYWHERE}` },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
}
