import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'servers/**/node_modules/**', 'servers/**/build/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['servers/**/*.{js,mjs,cjs}', 'scripts/**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', require: 'readonly', module: 'writable' } },
  },
);
