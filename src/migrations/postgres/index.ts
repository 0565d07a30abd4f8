import * as migration_20261121_072342_initial from './20261121_072342_initial';

export const migrations = [
  {
    up: migration_20261121_072342_initial.up,
    down: migration_20261121_072342_initial.down,
    name: '20261121_072342_initial'
  },
];
