/** A change to the gate's options: option name (CLI flag and action input alike) and its new value. */
export type OptionEdits = Record<string, string | boolean>;

/**
 * A problem with what the user gave us (a flag, an input, a file): exit status 2, reported as one line. `fix`,
 * when there is one, is the change of options that gets past it, as data: each surface writes it its own way.
 */
export class InputError extends Error {
  constructor(
    message: string,
    readonly fix?: OptionEdits,
  ) {
    super(oneLine(message));
    this.name = 'InputError';
  }

  /**
   * This error named by where it arose (`label: message`): a subclass keeps its class and what it carries. The
   * `fix` is left out: it edits one comparison's options, and the label says the error is in a file or a key.
   */
  labelled(label: string): InputError {
    return new InputError(`${label}: ${this.message}`);
  }
}

/** The `InputError` each check throws, in the checks' order; any other error is thrown on. */
export function inputFaults(checks: readonly (() => void)[]): InputError[] {
  return checks.flatMap((check) => {
    try {
      check();
      return [];
    } catch (error) {
      if (error instanceof InputError) return [error];
      throw error;
    }
  });
}

/** Control characters, line and paragraph separators, and the bidirectional overrides that reorder shown text. */
export const UNSHOWABLE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]+/g;

/** A run of `UNSHOWABLE` characters with the white space around it. */
const UNSHOWABLE_RUN = new RegExp(`\\s*(?:${UNSHOWABLE.source})\\s*`, 'g');

/**
 * Text as one line: runs of `UNSHOWABLE` characters (an id, a key or a path from a file can hold any), with the
 * spaces around them, become one space; text longer than `max` is cut with an ellipsis (values from a file are
 * cut where they are quoted; the default bounds whatever slips through).
 */
export function oneLine(text: string, max = 1000): string {
  const flat = text.replace(UNSHOWABLE_RUN, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1)}…`;
}

/** The first line of a thrown value's message (or of the value itself): enough to say what failed in one line. */
export function errorLine(error: unknown): string {
  return String((error as { message?: unknown } | null)?.message ?? error).split('\n')[0]!;
}

/** An `InputError` as `file: location: what` (e.g. `base.json: problems[12].c: ...`), empty parts left out. */
export function inputError(file: string, location: string, what: string): InputError {
  return new InputError([file, location, what].filter((part) => part !== '').join(': '));
}

/**
 * `text` with every occurrence of every secret at least `minLength` characters long replaced by ***: shorter
 * ones would garble every word they occur in.
 */
export function redactSecrets(text: string, secrets: readonly string[], minLength = 4): string {
  return secrets.reduce((out, secret) => (secret.length < minLength ? out : out.split(secret).join('***')), text);
}
