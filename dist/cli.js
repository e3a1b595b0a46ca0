#!/usr/bin/env node
import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);

// src/bin/cli.ts
import module from "node:module";
module.enableCompileCache?.();
var [{ colorWanted, EXIT_USAGE, programWords, runCli, terminalWidth }, packageJson] = await Promise.all([
  import("./chunks/cli-JE6XOPHX.js"),
  import("./chunks/package-I5OPEVCI.js")
]);
var unwritten = false;
for (const [name, stream] of [
  ["stdout", process.stdout],
  ["stderr", process.stderr]
]) {
  stream.on("error", (error) => {
    if (error.code === "EPIPE") return;
    unwritten = true;
    process.exitCode = EXIT_USAGE;
    if (name === "stdout")
      process.stderr.write(`passk-gate: error: stdout: cannot be written (${error.code ?? error.message})
`);
  });
}
var status = await runCli(
  process.argv.slice(2),
  {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    color: colorWanted(process.env, process.stdout),
    stderrColor: colorWanted(process.env, process.stderr),
    width: terminalWidth(process.env, process.stdout),
    stderrWidth: terminalWidth(process.env, process.stderr),
    program: programWords(process.argv[1], process.cwd()),
    windows: process.platform === "win32"
  },
  packageJson.default.version
);
process.exitCode = unwritten ? EXIT_USAGE : status;
