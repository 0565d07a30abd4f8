// HTTP load through autocannon: requests per second, latency percentiles and errors.
import autocannon from 'autocannon'

/** One load run. A non-2xx answer counts as an error: the budgets ask for zero. */
export async function load({ url, connections = 32, seconds = 5, method = 'GET', body, headers }) {
  const result = await autocannon({ url, connections, duration: seconds, method, body, headers, pipelining: 1 })
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    requests: result.requests.total,
  }
}

/** Median wall time of sequential single requests, each to a URL/body made by `requestFor(i)`. */
export async function timeEach(count, requestFor) {
  const times = []
  for (let i = 0; i < count; i++) {
    const { url, init } = requestFor(i)
    const started = performance.now()
    const res = await fetch(url, init)
    await res.arrayBuffer()
    if (!res.ok) throw new Error(`${init?.method ?? 'GET'} ${url} answered ${res.status}`)
    times.push(performance.now() - started)
  }
  return times
}
