import comments from '@eslint-community/eslint-plugin-eslint-comments/configs'
import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'
import { defineConfig, globalIgnores } from 'eslint/config'

/**
 * Next.js's rules (core web vitals), TypeScript's and React's hooks rules. A rule switched off on
 * a line must say why on that line (`// eslint-disable-next-line rule -- why`).
 */
export default defineConfig([
  ...nextVitals,
  ...nextTs,
  comments.recommended,
  {
    rules: {
      '@eslint-community/eslint-comments/require-description': ['error', { ignore: [] }],
      '@eslint-community/eslint-comments/disable-enable-pair': ['error', { allowWholeFile: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  globalIgnores([
    '.next/**',
    '.next-*/**',
    '.test-data/**',
    '.cluster-data/**',
    '.launch-data/**',
    '.bench-data/**',
    'backups/**',
    'data/**',
    'test-results/**',
    'playwright-report/**',
    'next-env.d.ts',
    'src/payload-types.ts',
    'src/app/(payload)/admin/importMap.js',
    'src/migrations/**',
  ]),
])
