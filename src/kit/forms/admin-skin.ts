import skin from './admin-skin.module.css'
import type { FieldSkin } from './fields/frame'

/** Give it to a kit field (`skin={ADMIN_SKIN}`) in a panel of Payload's admin. */
export const ADMIN_SKIN: FieldSkin = {
  field: skin.field,
  label: skin.label,
  input: skin.input,
  hint: skin.hint,
  error: skin.error,
}
