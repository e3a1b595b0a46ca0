/** How a hint in a message tells the caller to give an option, in the caller's words. */
export interface OptionHints {
  /** `option` set to `value`: `--criterion base`; a number is written as one where the caller's words type values. */
  set: (option: string, value: string | number) => string;
  /** `option` with a value the caller chooses, `placeholder` standing for it where the caller's words need one. */
  choose: (option: string, placeholder: string) => string;
  /** The option itself (`--format`), or given `value` (`--format evalplus`), as one of the choices a hint lists. */
  option: (option: string, value?: string) => string;
  /** How the caller gets the report of passk-gate's `command` (`sequential look`): `sequential look --json writes it`. */
  report: (command: string) => string;
  /** Whether a hint may give a command line to run (`passk-gate history add ...`): the library's caller runs none. */
  commands: boolean;
}

/** The CLI's flag and the action's input: for a reader whose caller did not say which of the two asked. */
export const SHARED_HINTS: OptionHints = {
  set: (option, value) => `--${option} ${value} (action input ${option}: ${value})`,
  choose: (option, placeholder) => `--${option} ${placeholder} (action input ${option})`,
  option: (option, value) => (value === undefined ? `--${option}` : `--${option} ${value}`),
  report: (command) => `${command} --json writes it`,
  commands: true,
};

/** The CLI's flag alone, for a run the CLI asked for (`CLI_NAMING`). */
export const FLAG_HINTS: OptionHints = {
  ...SHARED_HINTS,
  set: (option, value) => `--${option} ${value}`,
  choose: (option, placeholder) => `--${option} ${placeholder}`,
};
