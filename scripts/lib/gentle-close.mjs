// Closing a connection the client may still be sending on (a head over the limit, a refused
// connection): a socket closed with unread bytes in its buffer sends a reset, and the client's
// system may throw away the answer it had not read yet. So our side ends (the answer, then FIN),
// what the client still sends is read and dropped, and the socket goes once the client has ended
// too or after `lingerMs`.
export const LINGER_MS = 5_000

export function closeAfterReading(socket, answer, lingerMs = LINGER_MS) {
  socket.removeAllListeners('data')
  socket.on('data', () => {})
  socket.on('error', () => socket.destroy())
  socket.once('end', () => socket.destroy())
  socket.resume()
  if (!socket.writableEnded) socket.end(answer)
  setTimeout(() => socket.destroy(), lingerMs).unref()
}
