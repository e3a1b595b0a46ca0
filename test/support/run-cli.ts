import { runCli } from '../../src/cli.js';

/** Runs the CLI in-process, collecting what it prints and its exit status. */
export async function cli(...argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const code = await runCli(argv, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t) }, '0.0.0-test');
  return { code, stdout, stderr };
}
