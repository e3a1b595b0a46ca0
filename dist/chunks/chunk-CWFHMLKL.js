import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);

// package.json
var package_default = {
  name: "passk-gate",
  version: "0.1.0",
  private: true,
  description: "Gate model promotion on pass@k / pass^k code-generation evals with paired bootstrap error bars",
  type: "module",
  main: "./dist/library.js",
  types: "./dist/library.d.ts",
  files: [
    "dist/",
    "action.yml",
    "schema/",
    "README.md"
  ],
  exports: {
    ".": {
      types: "./dist/library.d.ts",
      default: "./dist/library.js"
    },
    "./package.json": "./package.json"
  },
  license: "MIT",
  bin: {
    "passk-gate": "dist/cli.js"
  },
  engines: {
    node: ">=20"
  },
  scripts: {
    build: "node scripts/build.mjs",
    typecheck: "tsc --noEmit",
    lint: "eslint .",
    format: "prettier --write .",
    "format:check": "prettier --check .",
    test: "vitest run --project fast",
    "test:bundles": "vitest run --project bundles",
    "test:all": "vitest run",
    bench: "node bench/run.mjs",
    "bench:hand-written": "node bench/hand-written.mjs",
    "study:intervals": "node bench/run-ts.mjs bench/interval-study.ts",
    "study:drift": "node bench/run-ts.mjs bench/history-drift.ts",
    "study:sequential": "node bench/run-ts.mjs bench/sequential-table.ts",
    "bench:history-growth": "node bench/run-ts.mjs bench/history-growth.ts",
    screenshots: "node scripts/screenshots.mjs"
  },
  devDependencies: {
    "@actions/core": "^3.0.1",
    "@actions/exec": "^3.0.0",
    "@actions/github": "^9.1.1",
    "@eslint/js": "^10.0.1",
    "@octokit/openapi": "^23.0.2",
    "@octokit/plugin-retry": "^8.1.1",
    "@octokit/plugin-throttling": "^11.0.5",
    "@octokit/webhooks-examples": "^7.6.1",
    "@stdlib/stats-base-dists-normal-cdf": "^0.3.1",
    "@stdlib/stats-base-dists-normal-quantile": "^0.3.1",
    "@stdlib/stats-base-dists-t-quantile": "^0.2.3",
    "@types/markdown-it": "^14.2.0",
    "@types/node": "^20.19.43",
    ajv: "^8.20.0",
    "dts-bundle-generator": "^9.5.1",
    esbuild: "^0.28.2",
    eslint: "^10.15.0",
    "fast-check": "^4.11.0",
    fflate: "^0.8.3",
    "get-east-asian-width": "^1.7.0",
    "github-markdown-css": "^5.9.0",
    leven: "^4.1.0",
    "markdown-it": "^14.3.3",
    node: "^24.21.0",
    prettier: "^3.10.1",
    "simple-statistics": "^7.12.1",
    "string-width": "^8.3.0",
    tinyglobby: "^0.2.17",
    typescript: "^5.9.3",
    "typescript-eslint": "^8.74.0",
    vite: "^8.3.8",
    vitest: "^4.1.12",
    yaml: "^2.9.1"
  },
  allowScripts: {
    esbuild: true,
    node: true
  }
};

export {
  package_default
};
