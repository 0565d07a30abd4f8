import * as migration_20261121_073007_initial from './20261121_073007_initial';

export const migrations = [
  {
    up: migration_20261121_073007_initial.up,
    down: migration_20261121_073007_initial.down,
    name: '20261121_073007_initial'
  },
];
