// Lint rules for the whole repository (`npm run lint`). Formatting is Prettier's business
// (`eslint-config-prettier` turns off the rules that would disagree with it).
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', '.data/**', 'test-artifacts/**', 'bench/results/**', 'bench/peers/node_modules/**', 'web/dist/**', 'dist-*/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // Nest's empty module classes and marker classes are idiomatic.
      '@typescript-eslint/no-extraneous-class': 'off',
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-console': 'off',
    },
  },
  {
    // A promise nobody awaits is an error nobody sees: the server's I/O must be awaited or `void`ed.
    files: ['src/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  {
    // The rules code is pure: replay and audit re-run it and must get the same answer.
    files: ['src/engine/**/*.ts', 'src/games/**/*.ts', 'src/match-domain/**/*.ts'],
    ignores: ['**/*.test.ts', '**/testing/**', '**/testing.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'Date', message: 'The rules code reads no clock.' },
        { name: 'process', message: 'The rules code reads no environment.' },
      ],
      'no-restricted-properties': ['error', { object: 'Math', property: 'random', message: 'Use the seeded Rng.' }],
    },
  },
  { files: ['web/src/**/*.ts'], languageOptions: { globals: { ...globals.browser } } },
  { files: ['**/*.cjs'], languageOptions: { sourceType: 'commonjs' }, rules: { '@typescript-eslint/no-require-imports': 'off' } },
  prettier,
);
