// Where each side's results and config came from, for both reports: config-value sources, a mixed judgement
// said at the top, and the MLflow run and registered model behind a side.
import type { ConfigSource, MlflowOrigin } from '../common/types.js';
import type { ConfigRow } from '../check/config.js';
import type { CheckReport, GateReport, SideSummary } from '../compare/model.js';
import { markdownText, terminalText } from './escape.js';
import { checkName } from './decision.js';
import { configValueText, judgementText } from './format.js';

const SIDES = ['baseline', 'candidate'] as const;

const SOURCE_NOTES: Record<ConfigSource, string> = {
  file: '',
  filename: ' (file name)',
  user: ' (given)',
  mlflow: ' (MLflow param)',
};

type Sides = Pick<CheckReport, 'baseline' | 'candidate'>;

/** The runs table's config rows: the report's, and an `n` row when no run has one n but a side's range says it. */
function shownConfigRows(report: Sides & Pick<CheckReport, 'config'>): ConfigRow[] {
  const { rows } = report.config;
  if (rows.some((row) => row.key === 'n') || SIDES.every((side) => report[side].samples === undefined)) return rows;
  return [...rows, { key: 'n', baseline: undefined, candidate: undefined, checked: false, status: 'unrecorded' }];
}

/**
 * A config row's baseline and candidate values in the runs table (`show` makes each safe to print), each then
 * where it came from: "0.95 (given)", "512 (file name)"; "not recorded" where a run lacks it, except `n` on a
 * side whose problems differ in n, which shows their range ("1-2").
 */
export function configCells(row: ConfigRow, show: (text: string) => string, sides: Sides): string[] {
  return SIDES.map((side) => {
    const value = row[side];
    const source = row[`${side}Source`];
    const range = sides[side].samples;
    if (value === undefined)
      return row.key === 'n' && range !== undefined ? `${range.min}-${range.max}` : 'not recorded';
    return show(configValueText(value)) + (source === undefined ? '' : SOURCE_NOTES[source]);
  });
}

/** The runs table's config rows (`shownConfigRows`): the key, both sides' values (`configCells`), and `status`. */
export function configRows(
  report: Sides & Pick<CheckReport, 'config'>,
  show: (text: string) => string,
  status: (row: ConfigRow) => string,
): string[][] {
  return shownConfigRows(report).map((row) => [show(row.key), ...configCells(row, show, report), status(row)]);
}

/** The runs table's `judged by` row (`show` makes a cell safe to print); none when neither side records a judgement. */
export function judgedRows(sides: Sides, show: (text: string) => string): string[][] {
  if (SIDES.every((side) => sides[side].judgement == null)) return [];
  const cell = (side: SideSummary): string => {
    const text = judgementText(side.judgement);
    return text === null ? 'not recorded' : show(text);
  };
  return [['judged by', cell(sides.baseline), cell(sides.candidate), '']];
}

/** The warning about a mixed judgement the gate was allowed to compare, said under the headline; or undefined. */
function mixedJudgement(report: CheckReport): string | undefined {
  if (report.judgement?.match !== 'differs' || !report.judgement.allowed_mixed) return undefined;
  return report.warnings.find((warning) => warning.startsWith('mixed judgement'));
}

/** How a report shows text from the runs, cut to `max` characters: `terminalText`, `markdownText`. */
type Shown = (text: string, max: number) => string;

/** How a report shows a check's name or a warning, whole: a warning's text from a file is cut where it is written. */
type Whole = (text: string) => string;

/** The warnings `pick` takes of each check, each after its check's name when there are several. */
function checkWarnings(report: GateReport, name: Whole, text: Whole, pick: (check: CheckReport) => string[]): string[] {
  const many = report.checks.length > 1;
  return report.checks.flatMap((check) =>
    pick(check).map((w) => `${many ? `${checkName(report, check, name)}: ` : ''}${text(w)}`),
  );
}

/** The mixed judgements a report says under its headline. */
export function headlineCautions(report: GateReport, name: Whole, text: Whole): string[] {
  return checkWarnings(report, name, text, (check) => [mixedJudgement(check)].filter((w) => w !== undefined));
}

/** The warnings a report lists at its end: all but the mixed judgements, said under the headline. */
export function listedWarnings(report: GateReport, name: Whole, text: Whole): string[] {
  return checkWarnings(report, name, text, (check) => check.warnings.filter((w) => w !== mixedJudgement(check)));
}

/** `coder version 3 (@champion), run 9f1c… (eval-1)`: the registered model and the run, in words. */
function originWords(origin: MlflowOrigin, text: Shown): string {
  const parts: string[] = [];
  if (origin.model !== null) {
    // The alias goes through `text` with its @, which markdown must not read as a mention.
    const alias = origin.model.alias === null ? '' : ` (${text(`@${origin.model.alias}`, 40)})`;
    parts.push(`model ${text(origin.model.name, 60)} version ${text(origin.model.version, 20)}${alias}`);
  }
  const name = origin.run_name === null ? '' : ` (${text(origin.run_name, 60)})`;
  parts.push(`run ${text(origin.run_id, 40)}${name}`);
  return parts.join(', ');
}

/** How many of a merged side's files a report lists; the JSON report has them all. */
const FILES_LISTED = 10;

/**
 * The files a side was read from, as a report lists them (`text` shows a name, and may cut it): its one file, or
 * the files merged into it, the first `FILES_LISTED` and then how many more.
 */
export function sideFiles(side: SideSummary, text: (name: string) => string): string[] {
  if (side.sources === undefined) return [text(side.source)];
  const more = side.sources.length - FILES_LISTED;
  return [...side.sources.slice(0, FILES_LISTED).map(text), ...(more > 0 ? [`and ${more} more`] : [])];
}

/**
 * A run's name from its parts (see `RunNameText`), as a runs line says it whole (`text` shows a part): ` + `
 * between the files merged into it, the first `FILES_LISTED` and then how many more.
 */
export function listedParts(parts: readonly string[], text: (part: string) => string): string {
  const more = parts.length - FILES_LISTED;
  return [...parts.slice(0, FILES_LISTED).map(text), ...(more > 0 ? [`${more} more`] : [])].join(' + ');
}

/** Every file both sides were read from: what a cut file name must still be told apart from. */
export function bothSidesFiles(report: Sides): string[] {
  return [report.baseline, report.candidate].flatMap((side) => side.sources ?? [side.source]);
}

/** The MLflow runs a side was read from: its one run, or each MLflow run merged into it; none for files. */
function sideOrigins(side: SideSummary): MlflowOrigin[] {
  if (side.mlflow != null) return [side.mlflow];
  return (side.mlflow_runs ?? []).filter((origin) => origin !== null);
}

/** The terminal's lines naming each MLflow side's runs, model and run pages; none when both sides are files. */
export function terminalOriginLines(report: Sides): string[] {
  const lines = SIDES.flatMap((side) =>
    sideOrigins(report[side]).map(
      (origin, i) =>
        `  ${(i === 0 ? side : '').padEnd(9)}  ${originWords(origin, terminalText)}: ${terminalText(origin.run_url, 200)}`,
    ),
  );
  return lines.length === 0 ? [] : ['MLflow', ...lines, ''];
}

/** A URL as a markdown link target: characters that end or break a link are percent-encoded. */
function linkTarget(url: string): string {
  return url.replace(/[\s()<>[\]"'`\\]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
}

/** The markdown line naming each MLflow side's model and linking its runs; none when both sides are files. */
export function markdownOriginLines(report: Sides): string[] {
  const parts = SIDES.flatMap((side) => {
    const links = sideOrigins(report[side])
      .filter((origin) => /^https?:\/\//i.test(origin.run_url))
      .map((origin) => `[${originWords(origin, markdownText)}](${linkTarget(origin.run_url)})`);
    return links.length === 0 ? [] : [`${side} ${links.join(', ')}`];
  });
  return parts.length === 0 ? [] : [`MLflow: ${parts.join(' · ')}`, ''];
}
