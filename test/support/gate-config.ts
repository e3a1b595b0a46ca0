// The message of the error a config file's text is refused with, for tests of src/config/.
import { parseGateConfig } from '../../src/config/file.js';

/** What `parseGateConfig` refuses `text` with, read as the file `file`; a test failure when it accepts it. */
export async function configError(text: string, file = 'ci/passk-gate.yml'): Promise<string> {
  try {
    await parseGateConfig(text, file);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected an error');
}
