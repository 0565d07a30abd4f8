import { APIError } from 'payload'

/**
 * An error a Payload hook throws to answer the CMS API with `status` and this message. It is
 * named by hand: in the minified production build the class name is empty, and Payload then
 * replaces the message with "An unknown error occurred."
 */
export function publicError(message: string, status: 400 | 403 | 409 = 400) {
  const error = new APIError(message, status, undefined, true)
  error.name = status === 403 ? 'Forbidden' : 'APIError'
  return error
}
