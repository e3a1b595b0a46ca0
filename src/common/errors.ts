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

/**
 * Text as one line: runs of control characters and line breaks (an id or a key from a file can hold any), with
 * the spaces around them, become one space; long text is cut with an ellipsis.
 */
export function oneLine(text: string, max = MAX_MESSAGE): string {
  const flat = text.replace(/\s*[\u0000-\u001f\u007f-\u009f\u2028\u2029]+\s*/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1)}…`;
}

/** Formats `file: location: what` for an `InputError`, leaving out the parts that are empty. */
export function inputError(file: string, location: string, what: string): InputError {
  return new InputError([file, location, what].filter((part) => part !== '').join(': '));
}

/** Secrets shorter than this are not cut out of messages: they would garble every word they occur in. */
const MIN_SECRET_LENGTH = 4;

/** `text` with every occurrence of every secret at least `minLength` characters long replaced by ***. */
export function redactSecrets(text: string, secrets: readonly string[], minLength = MIN_SECRET_LENGTH): string {
  return secrets.reduce((out, secret) => (secret.length < minLength ? out : out.split(secret).join('***')), text);
}
