// MLflow's URIs for a run's artifact and for a registered model version, as its Python client reads them.
import { InputError } from '../common/errors.js';
import type { MlflowOrigin } from '../common/types.js';
import { quoted, UNSEEN } from './value-text.js';

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

/** A part of a URI percent-decoded once (`my%20coder` is `my coder`); text with a `%` that starts no escape as written. */
function decoded(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/**
 * Parses `runs:/<run_id>[/<path>]` (the artifact `per_problem_counts.json` when no path is given),
 * `models:/<name>@<alias>` (split at the last `@`, so a name may hold `/` or `@`; `models:/<name>/latest` is the
 * alias MLflow reserves for the newest version) and `models:/<name>/<version>` (a `/` in the name written `%2F`).
 * Names may hold spaces, as MLflow's do, and each part is percent-decoded once. Stages and logged-model ids are
 * refused, saying why.
 */
export function parseMlflowUri(uri: string): MlflowUri {
  // A name as MLflow has it: no control character, no white space around it.
  const checked = (name: string): string => {
    if (UNSEEN.test(name)) throw malformed(uri, 'has control or invisible characters');
    if (name !== name.trim()) throw malformed(uri, `${quoted(name, 80)} starts or ends with white space`);
    return name;
  };
  const part = (raw: string): string => checked(decoded(raw));
  if (UNSEEN.test(uri)) throw malformed(uri, 'has control or invisible characters');
  if (uri.startsWith('runs:/')) {
    const rest = uri.slice('runs:/'.length).replace(/^\/+/, '');
    const slash = rest.indexOf('/');
    const runId = part(slash === -1 ? rest : rest.slice(0, slash));
    const raw = slash === -1 ? '' : rest.slice(slash + 1).replace(/\/+$/, '');
    const path = raw.split('/').map(decoded).join('/');
    if (runId === '') throw malformed(uri, 'names no run id');
    if (/\s/.test(runId)) throw malformed(uri, `the run id ${quoted(runId, 40)} has white space`);
    if (path === '') return { kind: 'run', runId, artifact: DEFAULT_ARTIFACT };
    // A path inside the run: relative, no `..`, no empty segment.
    const segments = path.split('/');
    if (segments.some((segment) => segment === '' || segment === '.' || segment === '..'))
      throw malformed(uri, `${quoted(path, 80)} is not a path inside the run`);
    segments.forEach(checked);
    return { kind: 'run', runId, artifact: path };
  }
  if (!uri.startsWith('models:/')) throw malformed(uri, 'is not an MLflow URI');
  const rest = uri.slice('models:/'.length).replace(/^\/+/, '');
  const at = rest.lastIndexOf('@');
  if (at > rest.lastIndexOf('/')) {
    if (at === 0) throw malformed(uri, 'names no registered model before the @');
    if (at === rest.length - 1) throw malformed(uri, 'the alias after the @ is empty');
    const name = part(rest.slice(0, at));
    if (name.split('/').includes('')) throw malformed(uri, `${quoted(name, 80)} is not a registered model's name`);
    return { kind: 'alias', name, alias: part(rest.slice(at + 1)), artifact: DEFAULT_ARTIFACT };
  }
  const parts = rest.split('/');
  if (parts.length === 1) {
    throw malformed(
      uri,
      'names a logged model, not a registered model version; give an alias or a version, or the run',
    );
  }
  // `models:/coder@champion/eval.json`: a path after an alias, which a model's URI cannot name.
  if (parts[0]!.includes('@') && !/^(\d+|latest)$/i.test(parts.slice(1).join('/'))) {
    throw malformed(
      uri,
      `names an artifact after the alias, which a models:/ URI cannot: it reads ${DEFAULT_ARTIFACT} of the run of ` +
        'the version the alias points to; to read another artifact, give that run as runs:/<run_id>/<artifact path>',
    );
  }
  if (parts.length !== 2 || parts[0] === '' || parts[1] === '')
    throw malformed(uri, "has more than a name and a version (a / in the model's name is written %2F)");
  const name = part(parts[0]!);
  const version = part(parts[1]!);
  if (/^\d+$/.test(version)) return { kind: 'version', name, version, artifact: DEFAULT_ARTIFACT };
  if (version.toLowerCase() === 'latest') return { kind: 'alias', name, alias: 'latest', artifact: DEFAULT_ARTIFACT };
  throw malformed(
    uri,
    `${quoted(version, 40)} is a model stage, which MLflow deprecated; name an alias (models:/${name}@champion) or a version`,
  );
}
