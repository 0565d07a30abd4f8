/** What the delivery windows add to the Payload config. */
import { DeliveryLines } from './DeliveryLines'
import { ProductionPlan } from './ProductionPlan'
import { WindowMoves } from './WindowMoves'

export { DELIVERY_TASKS } from './jobs'
export const DELIVERY_COLLECTIONS = [DeliveryLines, WindowMoves]
export const DELIVERY_GLOBALS = [ProductionPlan]
