import module from 'node:module';

// Node 22.1 and later keep V8's compiled code of the bundle between runs: a warm start skips compiling it.
(module as { enableCompileCache?: () => unknown }).enableCompileCache?.();

const [{ colorWanted, programWords, runCli, terminalWidth }, packageJson] = await Promise.all([
  import('../cli.js'),
  import('../../package.json', { with: { type: 'json' } }),
]);

// A reader that stops early (`| head`) closes the pipe: the rest of the output is dropped, not a crash, and the
// exit status stays the gate's.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
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
    program: programWords(process.argv[1], process.cwd()),
  },
  packageJson.default.version,
);
