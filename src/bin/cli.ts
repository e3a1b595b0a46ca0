import packageJson from '../../package.json' with { type: 'json' };
import { colorWanted, runCli } from '../cli.js';

process.exitCode = await runCli(
  process.argv.slice(2),
  {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    color: colorWanted(process.env, process.stdout),
  },
  packageJson.version,
);
