// Next.js 16 sends a freshly rendered redirect (an editor's redirect met on a cache miss) with its
// Location header twice: the render sets it, then the response cache's headers are appended on top
// (`appendHeader` in next/dist/build/templates/app-page-runtime.js). Clients join the two into
// "/charging, /charging" and follow that. A response keeps one Location: the last one given.

/** Makes `res` replace its Location header where Next would append a second one. */
export function keepOneLocation(res) {
  const append = res.appendHeader.bind(res)
  res.appendHeader = (name, value) =>
    String(name).toLowerCase() === 'location' ? res.setHeader(name, value) : append(name, value)
  return res
}
