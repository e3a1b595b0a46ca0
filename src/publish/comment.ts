/** The parts of an issue comment the upsert needs. */
export interface IssueComment {
  id: number;
  body?: string | null;
  html_url: string;
  /** The comment's author; null for a deleted account. */
  user?: { login: string } | null;
}

/** The comments of one pull request, read and written as the token's account. */
export interface CommentsApi {
  /** Every comment, over all pages, oldest first. */
  list(): Promise<IssueComment[]>;
  create(body: string): Promise<IssueComment>;
  update(id: number, body: string): Promise<IssueComment>;
  remove(id: number): Promise<void>;
}

export interface UpsertResult {
  /**
   * `unconfirmed`: nothing written, because only a new comment could have confirmed the token's account. `stale`:
   * the comment (left as it is) reports a newer commit, `newer`.
   */
  action: 'created' | 'updated' | 'skipped' | 'unconfirmed' | 'stale';
  comment?: IssueComment;
  /** With `stale`: the head commit the comment reports. */
  newer?: string;
  /** Duplicates of the gate's comment that were deleted. */
  removed: number;
  /** Why duplicates may be left: after the comment was written, a delete or the update of an older one failed (it stands). */
  cleanupError?: unknown;
  /** Why duplicates were not looked for: the list after a create failed (the comment stands). */
  listError?: unknown;
  /** The create's own error, when it failed for good yet a comment landed (an answer lost after the write). */
  createError?: unknown;
  /**
   * The account GitHub filed the new comment under, when it is not the one the gate took the token for: the
   * comments kept and deleted are that account's.
   */
  writer?: string;
}

/**
 * GitHub refused a comment body as too long (HTTP 422); `triedChars`: the shortest body tried, when known, and
 * `cut`, whether that body was the report shortened to fit.
 */
export class BodyTooLongError extends Error {
  override readonly name = 'BodyTooLongError';
  readonly status = 422;

  constructor(
    message: string,
    readonly triedChars?: number,
    readonly cut = false,
  ) {
    super(message);
  }
}

/** What a comment reports: the commit evaluated, and a time GitHub gave its push (`reportStamp`). */
export interface ReportStamp {
  head: string;
  time: string;
}

/**
 * The hidden first line that marks the comment of the gate called `name`, with what it reports (`stamp`) when the
 * event says. The name is percent-encoded, so it cannot end the HTML comment or look like another gate's name or
 * a field; the stamp's values are a commit hash and a time without spaces (`reportStamp`).
 */
export function commentMarker(name: string | undefined, stamp?: ReportStamp): string {
  const fields = stamp === undefined ? '' : ` head=${stamp.head} updated=${stamp.time}`;
  return `<!-- passk-gate comment: ${encodeURIComponent(name ?? '')}${fields} -->`;
}

/** A marker line's gate (the line without its fields) and fields; none for a line that is no marker. */
function parseMarker(line: string): { gate: string; fields: Map<string, string> } | undefined {
  const match = /^(<!-- passk-gate comment: \S*)((?: [a-z]+=\S*)*) -->$/.exec(line);
  if (match === null) return undefined;
  const fields = [...match[2]!.matchAll(/ ([a-z]+)=(\S*)/g)].map((field) => [field[1]!, field[2]!] as const);
  return { gate: match[1]!, fields: new Map(fields) };
}

/** A comment's first line, when a line follows it; a comment edited in the browser comes back with CRLF line ends. */
function firstLine(comment: IssueComment): string {
  const body = comment.body ?? '';
  const end = body.indexOf('\n');
  return end < 0 ? '' : body.slice(0, end).replace(/\r$/, '');
}

/** GitHub logins are case-insensitive. */
export function sameLogin(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

/**
 * Whether a comment is the gate's own: written by `author` (the account the token acts as) and starting with
 * the marker line of `marker`'s gate, whatever it reports. Anyone can post a comment that starts with the marker;
 * only the token's account can post one under its name. A reply quoting the marker does not start with it.
 */
export function isOwnComment(comment: IssueComment, author: string, marker: string): boolean {
  const login = comment.user?.login;
  if (typeof login !== 'string' || !sameLogin(login, author)) return false;
  const gate = parseMarker(firstLine(comment))?.gate;
  return gate !== undefined && gate === parseMarker(marker)?.gate;
}

/**
 * What a run whose marker is `marker` does with the gate's comment when the comment is stamped with a later time
 * (`ReportStamp`): leaves it, when it reports another commit (`newer`); else writes its report under
 * the comment's marker line, which keeps that time (a re-run, or a force-push back to the commit: the runs of the
 * commits pushed in between still count as older). Under `marker` when either has no head or time, or one that
 * does not parse.
 */
function overwrite(comment: IssueComment, marker: string): { newer: string } | { marker: string } {
  const theirs = parseMarker(firstLine(comment))?.fields;
  const ours = parseMarker(marker)?.fields;
  const head = theirs?.get('head');
  const mine = ours?.get('head');
  // A time that is missing or does not parse (NaN) is neither later nor earlier.
  const later = Date.parse(theirs?.get('updated') ?? '') > Date.parse(ours?.get('updated') ?? '');
  if (head === undefined || mine === undefined || !later) return { marker };
  return head.toLowerCase() === mine.toLowerCase() ? { marker: firstLine(comment) } : { newer: head };
}

/** comment-author names another account than the one GitHub says the token is. */
export class CommentAuthorMismatchError extends Error {
  override readonly name = 'CommentAuthorMismatchError';
}

/** An error's HTTP status, when it has one. */
export function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

/** The gate's own comments for this marker, oldest first. */
async function ownComments(api: CommentsApi, author: string, marker: string): Promise<IssueComment[]> {
  return (await api.list()).filter((c) => isOwnComment(c, author, marker)).sort((a, b) => a.id - b.id);
}

/** Who the gate is on a pull request: the token's account, and the marker that keys one gate's comment. */
interface CommentKey {
  /** Login of the account the token acts as, e.g. `github-actions[bot]`. */
  author: string;
  marker: string;
  /**
   * Whether GitHub said the token is `author`. When it did not (the comment-author input stood in), no comment
   * is edited or deleted until a comment the token has just created shows its writer.
   */
  confirmed: boolean;
}

/**
 * Keeps exactly one comment of the gate's own per marker (see `isOwnComment`): updates the oldest in place and
 * deletes the other own ones, or creates one (when `create` allows) if there is none; others' are never touched.
 * One that reports a newer commit than `marker` (`overwrite`) is left as it is, and this run's copy deleted.
 * With an unconfirmed author it first creates a comment (or, when `create` forbids, writes nothing) and touches
 * older ones only if GitHub names the new one's writer. A new comment GitHub files under another account than
 * `author` makes that account the gate's (`writer`). Two runs racing to create both re-read the list afterwards,
 * agree on the oldest and delete the rest, so they settle on one comment.
 */
export async function upsertComment(
  api: CommentsApi,
  key: CommentKey,
  text: string,
  options: { create: boolean },
): Promise<UpsertResult> {
  const { author, marker, confirmed } = key;
  const body = `${marker}\n${text}`;
  const [oldest, ...duplicates] = confirmed ? await ownComments(api, author, marker) : [];
  if (oldest !== undefined) {
    const over = overwrite(oldest, marker);
    if ('newer' in over) return { action: 'stale', comment: oldest, newer: over.newer, removed: 0 };
    let comment: IssueComment | undefined;
    try {
      comment = await api.update(oldest.id, `${over.marker}\n${text}`);
    } catch (error) {
      // Deleted since it was listed: start over as if there was none.
      if (statusOf(error) !== 404) throw error;
    }
    if (comment !== undefined) return { action: 'updated', comment, ...(await cleanUp(api, duplicates)) };
  }
  if (!options.create) return { action: confirmed ? 'skipped' : 'unconfirmed', removed: 0 };

  let created: IssueComment;
  try {
    created = await api.create(body);
  } catch (error) {
    if (!confirmed || !mayHaveLanded(error)) throw error;
    return { ...(await landedDespite(api, key, text, error)), createError: error };
  }
  const wrote = created.user?.login;
  // Unconfirmed and GitHub names no writer: the older marked comments may be anyone's, so they stay.
  if (!confirmed && wrote === undefined) return { action: 'created', comment: created, removed: 0 };
  // GitHub's answer to the write names the account the token really writes as: only the token can write under
  // it, so its marked comments are the gate's. Going on with it keeps one comment rather than one more per run.
  const moved = wrote !== undefined && !sameLogin(wrote, author) ? { writer: wrote } : {};
  let after: IssueComment[];
  try {
    after = await ownComments(api, wrote ?? author, marker);
  } catch (listError) {
    return { action: 'created', comment: created, removed: 0, listError, ...moved };
  }
  const keep = after[0] ?? created;
  const others = after.filter((c) => c.id !== keep.id);
  if (keep.id === created.id) {
    return { action: 'created', comment: created, ...(await cleanUp(api, others)), ...moved };
  }
  // A concurrent run (or an earlier one, under the account GitHub names) created the oldest: unless it reports a
  // newer commit, this run's body goes to it, and only then is ours deleted.
  const over = overwrite(keep, marker);
  if ('newer' in over) {
    return { action: 'stale', comment: keep, newer: over.newer, ...(await cleanUp(api, others)), ...moved };
  }
  // A failed update or delete leaves a duplicate, never the oldest's out-of-date report alone.
  let updated: IssueComment;
  try {
    updated = await api.update(keep.id, `${over.marker}\n${text}`);
  } catch (cleanupError) {
    return { action: 'created', comment: created, removed: 0, cleanupError, ...moved };
  }
  return { action: 'updated', comment: updated, ...(await cleanUp(api, others)), ...moved };
}

/** Deletes duplicates of a comment just written; a failure is returned, not thrown: the comment stands. */
async function cleanUp(
  api: CommentsApi,
  duplicates: IssueComment[],
): Promise<Pick<UpsertResult, 'removed' | 'cleanupError'>> {
  let removed = 0;
  for (const duplicate of duplicates) {
    try {
      await api.remove(duplicate.id);
      removed++;
    } catch (cleanupError) {
      // One already deleted (by a concurrent run) is fine.
      if (statusOf(cleanupError) !== 404) return { removed, cleanupError };
    }
  }
  return { removed };
}

/** A create with no answer or a server error (5xx) may have been written before the answer was lost. */
function mayHaveLanded(error: unknown): boolean {
  const status = statusOf(error);
  return !(error instanceof BodyTooLongError) && (status === undefined || status >= 500);
}

/**
 * After a create that failed for good but may have landed (each retry too): the own comments now there, the
 * oldest kept (given this run's body if it lacks it) and the rest deleted; the create's error when there is none.
 */
async function landedDespite(
  api: CommentsApi,
  key: CommentKey,
  text: string,
  createError: unknown,
): Promise<UpsertResult> {
  let landed: IssueComment[];
  try {
    landed = await ownComments(api, key.author, key.marker);
  } catch {
    throw createError;
  }
  const [keep, ...others] = landed;
  if (keep === undefined) throw createError;
  const over = overwrite(keep, key.marker);
  if ('newer' in over) return { action: 'stale', comment: keep, newer: over.newer, ...(await cleanUp(api, others)) };
  const body = `${over.marker}\n${text}`;
  const comment = keep.body === body ? keep : await api.update(keep.id, body);
  return { action: 'created', comment, ...(await cleanUp(api, others)) };
}

/**
 * `upsertComment` with a body rendered to fit the first of `limits` (characters, marker line included); when
 * GitHub still refuses it as too long, the next, smaller limit is tried. Rendering drops details, never the
 * headline, so a smaller body is a shorter report, not a cut one.
 */
export async function upsertFitted(
  api: CommentsApi,
  key: CommentKey,
  render: (limit: number) => string,
  options: { create: boolean },
  limits: readonly number[],
): Promise<UpsertResult & { limit: number; cut: boolean }> {
  let whole: string | undefined;
  for (const [i, limit] of limits.entries()) {
    const text = render(limit);
    whole ??= text;
    try {
      // Cut only when the smaller limit shortened it: GitHub can refuse a body and then take it (a fault).
      return { ...(await upsertComment(api, key, text, options)), limit, cut: text !== whole };
    } catch (error) {
      if (!(error instanceof BodyTooLongError)) throw error;
      if (i === limits.length - 1) {
        throw new BodyTooLongError(error.message, key.marker.length + 1 + text.length, text !== whole);
      }
    }
  }
  throw new Error('upsertFitted: no limits given');
}
