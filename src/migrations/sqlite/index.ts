import * as migration_20261121_072336_initial from './20261121_072336_initial';

export const migrations = [
  {
    up: migration_20261121_072336_initial.up,
    down: migration_20261121_072336_initial.down,
    name: '20261121_072336_initial'
  },
];
