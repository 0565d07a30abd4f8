import * as migration_20261121_073001_initial from './20261121_073001_initial';

export const migrations = [
  {
    up: migration_20261121_073001_initial.up,
    down: migration_20261121_073001_initial.down,
    name: '20261121_073001_initial'
  },
];
