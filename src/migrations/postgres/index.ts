import * as migration_20261121_054121_initial from './20261121_054121_initial';

export const migrations = [
  {
    up: migration_20261121_054121_initial.up,
    down: migration_20261121_054121_initial.down,
    name: '20261121_054121_initial'
  },
];
