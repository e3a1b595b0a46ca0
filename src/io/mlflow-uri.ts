// MLflow's URIs for a run's artifact and for a registered model version, as its Python client reads them.
import { InputError } from '../common/errors.js';
import type { MlflowOrigin } from '../common/types.js';
import { quoted } from './value-text.js';

/** The artifact read when a URI names none: what `mlflow.log_dict(..., "per_problem_counts.json")` writes. */
const DEFAULT_ARTIFACT = 'per_problem_counts.json';

/** A run's artifact, or the run of a registered model version named by alias or number. */
type MlflowUri =
  | { kind: 'run'; runId: string; artifact: string }
  | { kind: 'alias'; name: string; alias: string; artifact: string }
  | { kind: 'version'; name: string; version: string; artifact: string };

/** Whether a results path is an MLflow URI rather than a file. */
export function isMlflowUri(path: string): boolean {
  return path.startsWith('runs:/') || path.startsWith('models:/');
}

/**
 * The model a run read from MLflow is archived under (`convert`, `history add`) when its files name none: the
 * registered model version the URI reached it through (`coder version 3`: an alias moves on, a version does not),
 * else the run's name, else its id. Without it, reports would name the archive by its file's name.
 */
export function archivedModel(origin: MlflowOrigin): string {
  if (origin.model !== null) return `${origin.model.name} version ${origin.model.version}`;
  return origin.run_name?.trim() || origin.run_id;
}

const FORMS = 'runs:/<run_id>, runs:/<run_id>/<artifact path>, models:/<name>@<alias> or models:/<name>/<version>';

function malformed(uri: string, why: string): InputError {
  return new InputError(`${quoted(uri, 120)}: ${why} (the forms read are ${FORMS})`);
}

/**
 * Parses `runs:/<run_id>[/<path>]` (the artifact `per_problem_counts.json` when no path is given),
 * `models:/<name>@<alias>` (split at the last `@`; `models:/<name>/latest` is the alias MLflow reserves for the
 * newest version) and `models:/<name>/<version>`. Stages and logged-model ids are refused, saying why.
 */
export function parseMlflowUri(uri: string): MlflowUri {
  if (/[\s\u0000-\u001f\u007f]/.test(uri)) throw malformed(uri, 'has spaces or control characters');
  if (uri.startsWith('runs:/')) {
    const rest = uri.slice('runs:/'.length).replace(/^\/+/, '');
    const slash = rest.indexOf('/');
    const runId = slash === -1 ? rest : rest.slice(0, slash);
    const path = slash === -1 ? '' : rest.slice(slash + 1).replace(/\/+$/, '');
    if (runId === '') throw malformed(uri, 'names no run id');
    // A path inside the run: relative, no `..`, no empty segment.
    if (path !== '' && path.split('/').some((segment) => segment === '' || segment === '.' || segment === '..'))
      throw malformed(uri, `${quoted(path, 80)} is not a path inside the run`);
    return { kind: 'run', runId, artifact: path === '' ? DEFAULT_ARTIFACT : path };
  }
  if (!uri.startsWith('models:/')) throw malformed(uri, 'is not an MLflow URI');
  const rest = uri.slice('models:/'.length).replace(/^\/+/, '');
  const parts = rest.split('/');
  if (parts.length === 1) {
    const at = rest.lastIndexOf('@');
    if (at === 0) throw malformed(uri, 'names no registered model before the @');
    if (at > 0 && at === rest.length - 1) throw malformed(uri, 'the alias after the @ is empty');
    if (at < 0) {
      throw malformed(
        uri,
        'names a logged model, not a registered model version; give an alias or a version, or the run',
      );
    }
    return { kind: 'alias', name: rest.slice(0, at), alias: rest.slice(at + 1), artifact: DEFAULT_ARTIFACT };
  }
  if (parts.length !== 2 || parts[0] === '' || parts[1] === '')
    throw malformed(uri, 'has more than a name and a version');
  const [name, version] = parts as [string, string];
  if (/^\d+$/.test(version)) return { kind: 'version', name, version, artifact: DEFAULT_ARTIFACT };
  if (version.toLowerCase() === 'latest') return { kind: 'alias', name, alias: 'latest', artifact: DEFAULT_ARTIFACT };
  throw malformed(
    uri,
    `${quoted(version, 40)} is a model stage, which MLflow deprecated; name an alias (models:/${name}@champion) or a version`,
  );
}
