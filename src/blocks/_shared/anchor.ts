/** The `id` a block's root element renders: the editor's anchor id, or nothing. */
export const anchorIdOf = (block: { anchorId?: string | null }): string | undefined =>
  block.anchorId?.trim() || undefined
