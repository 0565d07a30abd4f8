/** Everything commerce adds to the Payload config, so the config lists it in one place. */
import { Colors } from './catalog/Colors'
import { CommerceSettings } from './catalog/CommerceSettings'
import { OptionCategories } from './catalog/OptionCategories'
import { Options } from './catalog/Options'
import { TrimLevels } from './catalog/TrimLevels'
import { PaymentEvents } from './payments/PaymentEvents'
import { Payments } from './payments/Payments'

export const CATALOG_COLLECTIONS = [TrimLevels, Colors, Options, OptionCategories]
export const PAYMENT_COLLECTIONS = [Payments, PaymentEvents]
export const COMMERCE_GLOBALS = [CommerceSettings]
