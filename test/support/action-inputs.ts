import {
  parseGateInputs,
  parsePublishInputs,
  type ActionInputs,
  type FileCheck,
  type InputReader,
} from '../../src/publish/inputs.js';

/** Every input, publishing's first, as the action parses them; by default no path names a file. */
export function parseActionInputs(input: InputReader, isFile: FileCheck = () => false): ActionInputs {
  return { ...parsePublishInputs(input), ...parseGateInputs(input, isFile) };
}
