import * as migration_20261121_073007_initial from './20261121_073007_initial';
import * as migration_20261121_082330_customers_orders from './20261121_082330_customers_orders';

export const migrations = [
  {
    up: migration_20261121_073007_initial.up,
    down: migration_20261121_073007_initial.down,
    name: '20261121_073007_initial',
  },
  {
    up: migration_20261121_082330_customers_orders.up,
    down: migration_20261121_082330_customers_orders.down,
    name: '20261121_082330_customers_orders'
  },
];
