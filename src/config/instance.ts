import { hostname } from 'node:os'

/**
 * This server's name in logs and in `/api/health`: `INSTANCE_NAME`, or the host name and port.
 * scripts/serve.mjs sets `INSTANCE_NAME` to the same default before the app loads, so the server's
 * own log lines and the app's agree.
 */
export const instanceName = () => process.env.INSTANCE_NAME || `${hostname()}:${process.env.PORT || 3000}`
