import { InputError, inputError, redactSecrets } from '../common/errors.js';
import { dottedSettings, movedText } from '../common/setting-names.js';
import type { ConfigValue, MlflowOrigin, RunResults } from '../common/types.js';
import { isPerProblemList, paramValue, perProblemCounts } from '../formats/mlflow.js';
import { isSampleCount, MAX_SAMPLES } from '../formats/values.js';
import { jsonOrUndefined, readBytesAs, withoutBom } from '../io/files.js';
import { MlflowClient, type MlflowRun } from '../io/mlflow-client.js';
import { credentialForms, type MlflowSettings } from '../io/mlflow-settings.js';
import { parseMlflowUri } from '../io/mlflow-uri.js';
import { shown } from '../io/value-text.js';
import { MATCHED_SETTINGS, withConfigValues } from './user-config.js';

/**
 * The artifact as JSON when it may be the list form (JSON text naming `per_problem_c`), else undefined: any
 * other artifact is left to the file reader, which would otherwise parse a large document a second time.
 */
function listFormOf(bytes: Buffer): unknown {
  return bytes.includes('"per_problem_c"') ? jsonOrUndefined(withoutBom(bytes.toString('utf8'))) : undefined;
}

/** Reads a file the way `loadResults` does, without the user's config (added after the run's params). */
type FileReader = (file: string) => Promise<RunResults>;

/**
 * The run's params added to the config the artifact records as `withConfigValues` does, with source `mlflow`; a
 * contradiction says where the artifact's value came from (its content or its file name) and what to fix. A
 * compared setting logged only as a dotted param (`generation_config.temperature`) is read under its name, said in
 * the warnings: otherwise the run would not record it, and the comparison would be refused.
 */
function withParams(run: RunResults, params: [string, string][]): RunResults {
  const keys = [...Object.keys(run.config), ...params.map(([key]) => key)];
  const dotted = dottedSettings(keys, MATCHED_SETTINGS);
  const names = new Map(dotted);
  const values = params.map(([key, text]): [string, ConfigValue] => [names.get(key) ?? key, paramValue(text)]);
  const warnings =
    dotted.length === 0 ? run.warnings : [...run.warnings, `the MLflow params record ${movedText(dotted)}`];
  return withConfigValues({ ...run, warnings }, values, 'mlflow', (key, recorded, value) => {
    const where = run.configSources[key] === 'filename' ? "the artifact's file name says" : 'the artifact records';
    return (
      `${where} ${shown(recorded)} but the run's MLflow param is ${shown(value)}: correct the param, or give the ` +
      'artifact of the run it describes'
    );
  });
}

/** What the report says about where the run came from. */
function origin(uri: string, client: MlflowClient, run: MlflowRun, artifact: string, model: MlflowOrigin['model']) {
  return { uri, run_id: run.runId, run_name: run.runName, run_url: client.runUrl(run), artifact, model };
}

/** Reader warnings about the run itself: one still running or failed, or deleted. */
function runWarnings(run: MlflowRun): string[] {
  const warnings: string[] = [];
  if (run.status !== null && run.status !== 'FINISHED')
    warnings.push(`the MLflow run's status is ${run.status}, not FINISHED: its results may be incomplete`);
  if (run.deleted) warnings.push('the MLflow run is deleted');
  return warnings;
}

/**
 * Loads a run's results from an MLflow tracking server: `runs:/<run_id>[/<path>]`, or the run of a registered
 * model version (`models:/<name>@<alias>`, `models:/<name>/<version>`). The artifact (`per_problem_counts.json`
 * unless the URI names one) is either the list form `{"per_problem_c": [...]}`, whatever format is asked for,
 * with n from the run's `n` param (else `given.n`, the n the user gave, kept as a `user` value; a refusal names
 * `given.giveN`, how to give it) and problems known only by position, or any file the gate reads, detected
 * as usual (`readFile`). The run's params join the config as `mlflow` values.
 */
export function loadMlflowResults(
  uri: string,
  settings: MlflowSettings,
  readFile: FileReader,
  given: { n?: ConfigValue; configName?: string; giveN?: string },
): Promise<RunResults> {
  // A server that echoes the credentials back (in an artifact, a param) must not get them printed.
  return loadMlflowRun(uri, settings, readFile, given).catch((error: unknown) => {
    if (!(error instanceof InputError)) throw error;
    const message = redactSecrets(error.message, credentialForms(settings));
    throw message === error.message ? error : new InputError(message);
  });
}

/** `loadMlflowResults`, its errors as they come. */
async function loadMlflowRun(
  uri: string,
  settings: MlflowSettings,
  readFile: FileReader,
  given: { n?: ConfigValue; configName?: string; giveN?: string },
): Promise<RunResults> {
  const target = parseMlflowUri(uri);
  const client = new MlflowClient(settings, uri);
  let model: MlflowOrigin['model'] = null;
  let runId: string;
  if (target.kind === 'run') {
    runId = target.runId;
  } else {
    const pick = target.kind === 'alias' ? { alias: target.alias } : { version: target.version };
    const found = await client.modelVersionRun(target.name, pick);
    runId = found.runId;
    model = { name: target.name, alias: target.kind === 'alias' ? target.alias : null, version: found.version };
  }
  const run = await client.run(runId);
  const bytes = await client.artifact(run, target.artifact);
  const document = listFormOf(bytes);
  if (document === undefined && /\.ya?ml$/i.test(target.artifact) && bytes.includes('per_problem_c')) {
    throw inputError(
      uri,
      '',
      'is YAML (mlflow.log_dict writes YAML for a .yaml name); passk-gate reads the per_problem_c list as JSON: log ' +
        'it under a .json name (mlflow.log_dict({"per_problem_c": counts}, "per_problem_counts.json"))',
    );
  }
  let results: RunResults;
  if (isPerProblemList(document)) {
    const param = run.params.find(([key]) => key === 'n')?.[1];
    const userN = param === undefined;
    // The list's own check blames the run's param: an n the user gave is theirs to fix.
    if (userN && given.n !== undefined && !isSampleCount(given.n)) {
      throw inputError(
        uri,
        '',
        `${given.configName ?? 'the user config'} gives n = ${shown(given.n)} for the per_problem_c list, not a ` +
          `number of samples from 1 to ${MAX_SAMPLES}`,
      );
    }
    const problems = perProblemCounts(document, userN ? given.n : paramValue(param), uri, given.giveN);
    // An n the user gave stays theirs: the report says "(given)", and a fix to paste keeps it.
    results = {
      source: uri,
      format: 'mlflow',
      config: userN ? { n: problems[0]!.n } : {},
      configSources: userN ? { n: 'user' } : {},
      problems,
      warnings: [],
      positional: true,
    };
  } else {
    results = await readBytesAs(
      bytes,
      target.artifact,
      uri,
      { root: settings.tempRoot, prefix: 'passk-gate-mlflow-' },
      readFile,
    );
  }
  results = withParams(results, run.params);
  return {
    ...results,
    warnings: [...runWarnings(run), ...results.warnings],
    mlflow: origin(uri, client, run, target.artifact, model),
  };
}
