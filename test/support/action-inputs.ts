import { parseGateInputs, parsePublishInputs, type ActionInputs, type InputReader } from '../../src/publish/inputs.js';

/** Every input, publishing's first, as the action parses them. */
export function parseActionInputs(input: InputReader): ActionInputs {
  return { ...parsePublishInputs(input), ...parseGateInputs(input) };
}
