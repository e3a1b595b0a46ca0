/** The parts of an issue comment the upsert needs. */
export interface IssueComment {
  id: number;
  body?: string | null;
  html_url: string;
}

/** The comments of one pull request. */
export interface CommentsApi {
  /** Every comment, over all pages, oldest first. */
  list(): Promise<IssueComment[]>;
  create(body: string): Promise<IssueComment>;
  update(id: number, body: string): Promise<IssueComment>;
  remove(id: number): Promise<void>;
}

export interface UpsertResult {
  action: 'created' | 'updated' | 'skipped';
  comment?: IssueComment;
  /** Duplicates of the gate's comment that were deleted. */
  removed: number;
}

/** GitHub refused a comment body as too long (HTTP 422). */
export class BodyTooLongError extends Error {
  override readonly name = 'BodyTooLongError';
  readonly status = 422;
}

/**
 * The hidden first line that marks the comment of the gate called `name`. The name is percent-encoded, so it
 * cannot end the HTML comment or look like another gate's name.
 */
export function commentMarker(name: string | undefined): string {
  return `<!-- passk-gate comment: ${encodeURIComponent(name ?? '')} -->`;
}

/** Whether a comment is the one a marker keys: it starts with the marker (a reply quoting it does not). */
function isMarked(comment: IssueComment, marker: string): boolean {
  return (comment.body ?? '').startsWith(`${marker}\n`);
}

function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

async function marked(api: CommentsApi, marker: string): Promise<IssueComment[]> {
  return (await api.list()).filter((c) => isMarked(c, marker)).sort((a, b) => a.id - b.id);
}

/** Deletes the given comments; one already deleted (by a concurrent run) is fine. */
async function removeAll(api: CommentsApi, comments: IssueComment[]): Promise<number> {
  let removed = 0;
  for (const comment of comments) {
    try {
      await api.remove(comment.id);
      removed++;
    } catch (error) {
      if (statusOf(error) !== 404) throw error;
    }
  }
  return removed;
}

/**
 * Keeps exactly one comment per marker: updates the oldest marked comment in place and deletes any others,
 * or creates one (when `create` allows) if there is none. Two runs racing to create both re-read the list
 * afterwards, agree on the oldest and delete the rest, so they settle on one comment.
 */
export async function upsertComment(
  api: CommentsApi,
  marker: string,
  text: string,
  options: { create: boolean },
): Promise<UpsertResult> {
  const body = `${marker}\n${text}`;
  const existing = await marked(api, marker);
  const [oldest, ...duplicates] = existing;
  if (oldest !== undefined) {
    try {
      const comment = await api.update(oldest.id, body);
      return { action: 'updated', comment, removed: await removeAll(api, duplicates) };
    } catch (error) {
      // Deleted since it was listed: start over as if there was none.
      if (statusOf(error) !== 404) throw error;
    }
  }
  if (!options.create) return { action: 'skipped', removed: 0 };

  const created = await api.create(body);
  const after = await marked(api, marker);
  const keep = after[0] ?? created;
  const removed = await removeAll(
    api,
    after.filter((c) => c.id !== keep.id),
  );
  if (keep.id === created.id) return { action: 'created', comment: created, removed };
  // A concurrent run created the oldest: ours was removed above, so carry this run's body over to it.
  return { action: 'updated', comment: await api.update(keep.id, body), removed };
}

/**
 * `upsertComment` with a body rendered to fit the first of `limits` (characters, marker line included); when
 * GitHub still refuses it as too long, the next, smaller limit is tried. Rendering drops details, never the
 * headline, so a smaller body is a shorter report, not a cut one.
 */
export async function upsertFitted(
  api: CommentsApi,
  marker: string,
  render: (limit: number) => string,
  options: { create: boolean },
  limits: readonly number[],
): Promise<UpsertResult & { limit: number }> {
  for (const [i, limit] of limits.entries()) {
    try {
      return { ...(await upsertComment(api, marker, render(limit), options)), limit };
    } catch (error) {
      if (!(error instanceof BodyTooLongError)) throw error;
      if (i === limits.length - 1) throw new BodyTooLongError(`${error.message} (even cut to ${limit} characters)`);
    }
  }
  throw new Error('upsertFitted: no limits given');
}
