import * as migration_20261121_063203_initial from './20261121_063203_initial';

export const migrations = [
  {
    up: migration_20261121_063203_initial.up,
    down: migration_20261121_063203_initial.down,
    name: '20261121_063203_initial'
  },
];
