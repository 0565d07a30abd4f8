import type { CustomerInfoField } from './customer-info'

/**
 * The customer step's fields, empty. Apart from the rules (customer-info.ts) so that the build
 * page can start from them without the validation library, which loads when the details are checked.
 */
export const emptyCustomerInfo: Record<CustomerInfoField, string> = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  country: 'US',
  line1: '',
  line2: '',
  city: '',
  state: '',
  zip: '',
}
