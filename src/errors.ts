/**
 * A problem with what the user gave us (a flag, an input, a file): exit status 2, reported as one line.
 * `where` names the file and the location inside it, e.g. `base.json: problems[12].c`.
 */
export class InputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InputError';
  }
}

/** Formats `file: location: what` for an `InputError`, leaving out the parts that are empty. */
export function inputError(file: string, location: string, what: string): InputError {
  return new InputError([file, location, what].filter((part) => part !== '').join(': '));
}
