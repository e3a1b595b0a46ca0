import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);

// src/index.ts
import module from "node:module";
import { fileURLToPath } from "node:url";
module.enableCompileCache?.();
var [{ run }, packageJson] = await Promise.all([
  import("./chunks/action-LIYVAHMU.js"),
  import("./chunks/package-HPJSFFPL.js")
]);
await run(packageJson.default.version, fileURLToPath(import.meta.url));
