import type { Data } from 'payload'

/**
 * The message as its reader sees it, in the Outbox's edit view. The HTML is ours (rendered from
 * the template when the message was queued) and shown in a sandbox with no scripts or forms.
 */
export function OutboxPreview({ data }: { data: Data }) {
  const html = typeof data?.html === 'string' ? data.html : ''
  if (!html) return null
  return (
    <section aria-label="The message as sent" style={{ marginBottom: '24px' }}>
      <h3 style={{ margin: '0 0 8px' }}>As the reader sees it</h3>
      <iframe
        title="The e-mail as rendered"
        srcDoc={html}
        sandbox=""
        style={{ width: '100%', height: '640px', border: '1px solid var(--theme-elevation-150)', borderRadius: '8px' }}
      />
    </section>
  )
}
