/** One graded sample of a problem, where the source records samples one by one. Keys as in `passk-results/v1`. */
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
  /** Failed samples that timed out, and those lost to an infrastructure error, where the format records them. */
  timeouts?: number;
  errors?: number;
  /**
   * The n samples one by one (c of them with `pass`), when the source records them and the reader was asked to
   * keep them: n@k and pass-ratio@n need them, pass@k and pass^k do not.
   */
  samples?: GradedSample[];
}

export type ConfigValue = string | number | boolean | null;

/**
 * Where a decoding-config value came from: the results file's content, its file name (harnesses name their
 * output after the settings), the user (flag or action input), or a param of the MLflow run it was read from.
 */
export type ConfigSource = 'file' | 'filename' | 'user' | 'mlflow';

/**
 * What a pass means in a run: the harness whose tests judged the samples, the pass criterion within it, and the
 * dataset (suite and version of its tests) where the file records one. Two runs judged differently are not
 * comparable: a pass on evalplus's base and plus tests is not a pass on HumanEval's original tests.
 */
export interface Judgement {
  /** The harness format whose tests judged the samples: `humaneval`, `evalplus`, `bigcodebench`, ... */
  format: string;
  /** The pass criterion within the harness: evalplus `plus` or `base`, the lm-eval filter, the Inspect scorer. */
  criterion?: string;
  /** The suite and version of its tests: evalplus's dataset `hash`, BigCodeBench's subset and split, a task. */
  dataset?: string;
}

/**
 * Where a run read from MLflow came from: the `runs:/` or `models:/` URI as given, the run (and its page in the
 * MLflow UI), the artifact read inside it, and the registered model version the URI named, if it named one.
 */
export interface MlflowOrigin {
  uri: string;
  run_id: string;
  run_name: string | null;
  run_url: string;
  artifact: string;
  model: { name: string; alias: string | null; version: string } | null;
}

/** One run's results, whatever the file format they were read from. */
export interface RunResults {
  /** How errors and reports name this run: the path as the user gave it (`a.json + b.json` when merged). */
  source: string;
  /** The run's name as the user gave it (`--baseline-name`); reports otherwise name it by its model or file. */
  name?: string;
  /** The files (or MLflow runs) merged into this run (`mergeRuns`), in order; absent for a run read from one. */
  files?: string[];
  /** The format the file was read as (`passk`, `humaneval`, ...). */
  format: string;
  model?: string;
  /** The models merged files name when they name different ones (`model` is then absent), in order. */
  models?: string[];
  config: Record<string, ConfigValue>;
  configSources: Record<string, ConfigSource>;
  problems: ProblemCounts[];
  /** Things the reader noticed that do not stop the comparison. */
  warnings: string[];
  /** What a pass means in this run; absent when the file does not say (a canonical file without `judgement`). */
  judgement?: Judgement;
  /**
   * The problems have no ids of their own, only their position in a list (MLflow's `per_problem_c`): ids are
   * `#0`, `#1`, ..., and the run can be paired only with another run of that form and length.
   */
  positional?: boolean;
  mlflow?: MlflowOrigin;
  /** Where each run merged into this one came from (`files` order): its MLflow origin, or null for a file. */
  mlflowRuns?: (MlflowOrigin | null)[];
  /** The field named to hold each sample's score, when some sample rows have it null or lack it: how many of each. */
  scoreGaps?: ScoreGaps;
}

export interface ScoreGaps {
  field: string;
  null: number;
  missing: number;
}

/**
 * pass@k: some of k samples passes; pass^k: all k pass; n@k: one of the `submit` highest-scored of k samples
 * passes; pass-ratio@n: the mean squared fraction of tests passed over the n samples.
 */
export type Metric = 'pass@k' | 'pass^k' | 'n@k' | 'pass-ratio@n';
export type FailOn = 'regression' | 'inconclusive' | 'never';
export type ProblemsMode = 'strict' | 'intersect';
/** How the interval of the difference is computed (see `resample/interval.ts`). */
export type IntervalMethod = 'expanded-percentile' | 't';
/** The interval a user asks for: a method, or `auto`, the method the coverage study chose for the data's units. */
export type IntervalChoice = IntervalMethod | 'auto';
/** How a gate of several checks holds its error rate: Holm's step-down, Bonferroni, or per check. */
export type Multiplicity = 'holm' | 'bonferroni' | 'none';
export type Verdict = 'regression' | 'improvement' | 'no-regression' | 'inconclusive' | 'refused';

/** Everything that decides a comparison; parsed and validated by `parseOptions` (config/options.ts). */
export interface GateOptions {
  /** The deployment k: the sampling budget the product serves, and the one the verdict is about. */
  k: number;
  metric: Metric;
  /** n@k: how many of the k samples are submitted, the highest-scored first (1 <= submit <= k); 1 otherwise. */
  submit: number;
  /** Largest tolerated drop of the metric, in metric units (0.01 = 1 point). */
  margin: number;
  /** Two-sided level of the interval of the difference. */
  confidence: number;
  failOn: FailOn;
  /**
   * Config keys compared: where both runs record one, the values must agree; where one run records it, the other
   * must be given it. `temperature` must always be known.
   */
  matchConfig: string[];
  /** Keys that must be recorded (or given) on both sides, beyond temperature: today's strict check, if wanted. */
  requireConfig: string[];
  problems: ProblemsMode;
  resamples: number;
  seed: number;
  interval: IntervalChoice;
  /**
   * Compare runs whose passes were judged differently (harness, criterion or dataset) instead of refusing, and
   * warn at the top of the report.
   */
  allowMixedJudgement: boolean;
}
