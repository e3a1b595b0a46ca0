import module from 'node:module';

// Node 22.1 and later keep V8's compiled code of the bundle between runs: a warm start skips compiling it.
(module as { enableCompileCache?: () => unknown }).enableCompileCache?.();

const [{ colorWanted, EXIT_USAGE, programWords, runCli, terminalWidth }, packageJson] = await Promise.all([
  import('../cli.js'),
  import('../../package.json', { with: { type: 'json' } }),
]);

// A reader that stops early (`| head`) closes the pipe: the rest of the output is dropped, not a crash, and the
// exit status stays the gate's. Any other failure (a full disk) loses the report: one line and exit 2, as for an
// output file that cannot be written, not a stack trace and 1, which a CI script takes for the verdict.
let unwritten = false;
for (const [name, stream] of [
  ['stdout', process.stdout],
  ['stderr', process.stderr],
] as const) {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') return;
    unwritten = true;
    process.exitCode = EXIT_USAGE;
    if (name === 'stdout')
      process.stderr.write(`passk-gate: error: stdout: cannot be written (${error.code ?? error.message})\n`);
  });
}

const status = await runCli(
  process.argv.slice(2),
  {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    color: colorWanted(process.env, process.stdout),
    stderrColor: colorWanted(process.env, process.stderr),
    width: terminalWidth(process.env, process.stdout),
    stderrWidth: terminalWidth(process.env, process.stderr),
    program: programWords(process.argv[1], process.cwd()),
    windows: process.platform === 'win32',
  },
  packageJson.default.version,
);
process.exitCode = unwritten ? EXIT_USAGE : status;
