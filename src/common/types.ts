/**
 * One graded sample of a problem, where the source records samples one by one. Keys as in `passk-results/v1`.
 */
export interface GradedSample {
  pass: boolean;
  /** The selector's score for this sample (higher is submitted first), e.g. a mean log-probability. */
  score?: number;
  /** Tests this sample passed, of `tests_total` (at least 1). */
  tests_passed?: number;
  tests_total?: number;
}

/** One problem's sample counts: n samples were drawn and c of them passed. */
export interface ProblemCounts {
  id: string;
  n: number;
  c: number;
  /** Cluster key: problems from one template, repository or source are resampled together. */
  group?: string;
  /** Failed samples that timed out, where the source format records it (part of n - c). */
  timeouts?: number;
  /** Failed samples lost to an infrastructure error, where the source format records it (part of n - c). */
  errors?: number;
  /**
   * The n samples one by one (c of them with `pass`), when the source records them and the reader was asked to
   * keep them: n@k and pass-ratio@n need them, pass@k and pass^k do not.
   */
  samples?: GradedSample[];
}

export type ConfigValue = string | number | boolean | null;

/** Where a decoding-config value came from: the results file itself or the user (flag or action input). */
export type ConfigSource = 'file' | 'user';

/** One run's results, whatever the file format they were read from. */
export interface RunResults {
  /** How errors and reports name this run: the path as the user gave it. */
  source: string;
  /** The format the file was read as (`passk`, `humaneval`, ...). */
  format: string;
  model?: string;
  config: Record<string, ConfigValue>;
  configSources: Record<string, ConfigSource>;
  problems: ProblemCounts[];
  /** Things the reader noticed that do not stop the comparison. */
  warnings: string[];
}

/**
 * pass@k: some of k samples passes; pass^k: all k pass; n@k: one of the `submit` highest-scored of k samples
 * passes; pass-ratio@n: the mean squared fraction of tests passed over the n samples.
 */
export type Metric = 'pass@k' | 'pass^k' | 'n@k' | 'pass-ratio@n';
export type FailOn = 'regression' | 'inconclusive' | 'never';
export type ProblemsMode = 'strict' | 'intersect';
export type IntervalMethod = 'bca' | 'percentile';
export type Verdict = 'regression' | 'improvement' | 'no-regression' | 'inconclusive' | 'refused';

/** Everything that decides a comparison; parsed and validated by `parseGateOptions`. */
export interface GateOptions {
  /** The deployment k: the sampling budget the product serves, and the one the verdict is about. */
  k: number;
  metric: Metric;
  /** n@k: how many of the k samples are submitted, the highest-scored first (1 <= submit <= k); 1 when absent. */
  submit?: number;
  /** Largest tolerated drop of the metric, in metric units (0.01 = 1 point). */
  margin: number;
  /** Two-sided level of the interval of the difference. */
  confidence: number;
  failOn: FailOn;
  /** Config keys that must be present and equal on both sides. */
  matchConfig: string[];
  problems: ProblemsMode;
  resamples: number;
  seed: number;
  interval: IntervalMethod;
}
