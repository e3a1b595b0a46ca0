import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);

// src/index.ts
import module from "node:module";
import { fileURLToPath } from "node:url";
module.enableCompileCache?.();
var [{ run }, packageJson] = await Promise.all([
  import("./chunks/action-PE6ZFRCK.js"),
  import("./chunks/package-I5OPEVCI.js")
]);
await run(packageJson.default.version, fileURLToPath(import.meta.url));
