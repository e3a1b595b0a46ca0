#!/usr/bin/env node
import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);

// src/bin/cli.ts
import module from "node:module";
module.enableCompileCache?.();
var [{ colorWanted, programWords, runCli, terminalWidth }, packageJson] = await Promise.all([
  import("./chunks/cli-ZL2NEOTG.js"),
  import("./chunks/package-I5OPEVCI.js")
]);
for (const stream of [process.stdout, process.stderr]) {
  stream.on("error", (error) => {
    if (error.code !== "EPIPE") throw error;
  });
}
process.exitCode = await runCli(
  process.argv.slice(2),
  {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    color: colorWanted(process.env, process.stdout),
    stderrColor: colorWanted(process.env, process.stderr),
    width: terminalWidth(process.env, process.stdout),
    stderrWidth: terminalWidth(process.env, process.stderr),
    program: programWords(process.argv[1], process.cwd())
  },
  packageJson.default.version
);
