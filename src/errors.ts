/**
 * A problem with what the user gave us (a flag, an input, a file): exit status 2, reported as one line.
 * `where` names the file and the location inside it, e.g. `base.json: problems[12].c`.
 */
export class InputError extends Error {
  constructor(message: string) {
    super(oneLine(message));
    this.name = 'InputError';
  }
}

/** Longest message: values from a file are cut where they are quoted; this bounds whatever slips through. */
const MAX_MESSAGE = 1000;

/** Control characters and line breaks (an id or a key from a file can hold any) become spaces; long text is cut. */
function oneLine(message: string): string {
  const flat = message.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ');
  return flat.length <= MAX_MESSAGE ? flat : `${flat.slice(0, MAX_MESSAGE - 1)}…`;
}

/** Formats `file: location: what` for an `InputError`, leaving out the parts that are empty. */
export function inputError(file: string, location: string, what: string): InputError {
  return new InputError([file, location, what].filter((part) => part !== '').join(': '));
}
