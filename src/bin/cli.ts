import packageJson from '../../package.json' with { type: 'json' };
import { colorWanted, runCli } from '../cli.js';

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
  },
  packageJson.version,
);
