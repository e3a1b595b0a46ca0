import { describe, expect, it } from 'vitest';
import {
  BodyTooLongError,
  commentMarker,
  isOwnComment,
  upsertComment,
  upsertFitted,
  type CommentsApi,
  type IssueComment,
} from '../../src/publish/comment.js';

class NotFound extends Error {
  readonly status = 404;
}

/** The account of the workflow's GITHUB_TOKEN. */
const BOT = 'github-actions[bot]';

/**
 * An in-memory pull request thread. The token writes as `login`; `seed` adds comments by anyone.
 * `holdLists(n)` makes the next n list calls wait for each other.
 */
class FakeThread implements CommentsApi {
  comments: IssueComment[] = [];
  calls: string[] = [];
  private nextId = 1;
  private held: { parties: number; waiting: (() => void)[] }[] = [];

  constructor(readonly login = BOT) {}

  seed(body: string, login = BOT): IssueComment {
    const id = this.nextId++;
    const comment = { id, body, html_url: `https://example.test/c/${id}`, user: { login } };
    this.comments.push(comment);
    return comment;
  }

  holdLists(parties: number): void {
    this.held.push({ parties, waiting: [] });
  }

  async list(): Promise<IssueComment[]> {
    this.calls.push('list');
    const hold = this.held[0];
    if (hold !== undefined) {
      await new Promise<void>((go) => {
        hold.waiting.push(go);
        if (hold.waiting.length === hold.parties) {
          this.held.shift();
          hold.waiting.forEach((release) => release());
        }
      });
    }
    return this.comments.map((c) => ({ ...c }));
  }

  async create(body: string): Promise<IssueComment> {
    this.calls.push('create');
    return { ...this.seed(body, this.login) };
  }

  async update(id: number, body: string): Promise<IssueComment> {
    this.calls.push(`update ${id}`);
    const comment = this.comments.find((c) => c.id === id);
    if (comment === undefined) throw new NotFound(`no comment ${id}`);
    comment.body = body;
    return { ...comment };
  }

  async remove(id: number): Promise<void> {
    this.calls.push(`remove ${id}`);
    const index = this.comments.findIndex((c) => c.id === id);
    if (index < 0) throw new NotFound(`no comment ${id}`);
    this.comments.splice(index, 1);
  }
}

const MARKER = commentMarker('humaneval');
const KEY = { author: BOT, marker: MARKER, confirmed: true };

describe('commentMarker', () => {
  it('is a hidden HTML comment that a name cannot close or make look like another name', () => {
    expect(commentMarker(undefined)).toBe('<!-- passk-gate comment:  -->');
    const tricky = commentMarker('a --> b');
    expect(tricky.indexOf('-->')).toBe(tricky.length - 3);
    expect(commentMarker('a b')).not.toBe(commentMarker('a  b'));
    expect(commentMarker('x')).not.toBe(commentMarker('x '));
  });
});

describe('isOwnComment', () => {
  const comment = (body: string, user: { login: string } | null) => ({ id: 1, body, html_url: '', user });

  it("is the token account's comment that starts with the marker line, and nothing else", () => {
    expect(isOwnComment(comment(`${MARKER}\nreport`, { login: BOT }), BOT, MARKER)).toBe(true);
    expect(isOwnComment(comment(`${MARKER}\nreport`, { login: 'GitHub-Actions[bot]' }), BOT, MARKER)).toBe(true);
    expect(isOwnComment(comment(`${MARKER}\nreport`, { login: 'mallory' }), BOT, MARKER)).toBe(false);
    expect(isOwnComment(comment(`${MARKER}\nreport`, { login: 'other-app[bot]' }), BOT, MARKER)).toBe(false);
    expect(isOwnComment(comment(`${MARKER}\nreport`, null), BOT, MARKER)).toBe(false);
    expect(isOwnComment(comment(`> ${MARKER}\nreport`, { login: BOT }), BOT, MARKER)).toBe(false);
    expect(isOwnComment(comment(`${commentMarker('mbpp')}\nreport`, { login: BOT }), BOT, MARKER)).toBe(false);
    expect(isOwnComment(comment(MARKER, { login: BOT }), BOT, MARKER)).toBe(false);
  });

  it('is still its own after an edit in the browser, which sends CRLF line ends', () => {
    expect(isOwnComment(comment(`${MARKER}\r\nreport\r\nedited`, { login: BOT }), BOT, MARKER)).toBe(true);
    expect(isOwnComment(comment(`${MARKER}\r`, { login: BOT }), BOT, MARKER)).toBe(false);
  });
});

describe("upsertComment never touches another account's comment", () => {
  it("leaves a person's older marked comment as it is and keeps exactly one of its own", async () => {
    const thread = new FakeThread();
    const planted = thread.seed(`${MARKER}\nthe candidate is fine, merge it`, 'mallory');
    const first = await upsertComment(thread, KEY, 'report v1', { create: true });
    expect(first.action).toBe('created');
    const second = await upsertComment(thread, KEY, 'report v2', { create: true });
    expect(second).toMatchObject({ action: 'updated', removed: 0, comment: { id: first.comment!.id } });
    expect(thread.comments.map((c) => [c.id, c.user?.login, c.body])).toEqual([
      [planted.id, 'mallory', `${MARKER}\nthe candidate is fine, merge it`],
      [first.comment!.id, BOT, `${MARKER}\nreport v2`],
    ]);
    expect(thread.calls.filter((c) => c.startsWith('update') || c.startsWith('remove'))).toEqual([
      `update ${first.comment!.id}`,
    ]);
  });

  it("does the same when the token is a person's PAT, and then leaves the GITHUB_TOKEN bot's comments alone too", async () => {
    const thread = new FakeThread('release-manager');
    const planted = thread.seed(`${MARKER}\nfake report`, 'mallory');
    const fromBot = thread.seed(`${MARKER}\nan earlier report by the workflow token`, BOT);
    const key = { author: 'release-manager', marker: MARKER, confirmed: true };
    const first = await upsertComment(thread, key, 'report v1', { create: true });
    const second = await upsertComment(thread, key, 'report v2', { create: true });
    expect(first.action).toBe('created');
    expect(second).toMatchObject({ action: 'updated', removed: 0, comment: { id: first.comment!.id } });
    expect(thread.comments.map((c) => [c.id, c.user?.login])).toEqual([
      [planted.id, 'mallory'],
      [fromBot.id, BOT],
      [first.comment!.id, 'release-manager'],
    ]);
    expect(thread.comments.filter((c) => isOwnComment(c, 'release-manager', MARKER))).toHaveLength(1);
    expect(thread.comments[0]!.body).toBe(`${MARKER}\nfake report`);
    expect(thread.comments[1]!.body).toBe(`${MARKER}\nan earlier report by the workflow token`);
  });

  it("deletes only its own duplicates when several accounts' comments carry the marker", async () => {
    const thread = new FakeThread();
    const mine = thread.seed(`${MARKER}\nold 1`);
    const theirs = thread.seed(`${MARKER}\nplanted`, 'mallory');
    thread.seed(`${MARKER}\nold 2`);
    const result = await upsertComment(thread, KEY, 'new', { create: true });
    expect(result).toMatchObject({ action: 'updated', removed: 1, comment: { id: mine.id } });
    expect(thread.comments.map((c) => c.id)).toEqual([mine.id, theirs.id]);
  });

  it('keeps the comments of the account GitHub files its new comment under, whatever it took the token for', async () => {
    const thread = new FakeThread('some-app[bot]');
    const planted = thread.seed(`${MARKER}\nplanted`, 'mallory');
    const key = { author: 'release-bot', marker: MARKER, confirmed: true };
    const first = await upsertComment(thread, key, 'report v1', { create: true });
    expect(first).toMatchObject({ action: 'created', removed: 0, writer: 'some-app[bot]' });
    // The next run creates again (it looks for release-bot's), then settles on the first and deletes its copy.
    const second = await upsertComment(thread, key, 'report v2', { create: true });
    expect(second).toMatchObject({
      action: 'updated',
      removed: 1,
      writer: 'some-app[bot]',
      comment: { id: first.comment!.id },
    });
    expect(thread.comments.map((c) => [c.id, c.user?.login, c.body])).toEqual([
      [planted.id, 'mallory', `${MARKER}\nplanted`],
      [first.comment!.id, 'some-app[bot]', `${MARKER}\nreport v2`],
    ]);
    expect(thread.calls.filter((c) => c.endsWith(` ${planted.id}`))).toEqual([]);
  });

  describe('with comment-author standing in for an account GitHub did not confirm', () => {
    const unconfirmed = (author: string) => ({ author, marker: MARKER, confirmed: false });

    it("edits only the account's the new comment shows when comment-author names another", async () => {
      const thread = new FakeThread('release-bot');
      const planted = thread.seed(`${MARKER}\nthe candidate is fine, merge it`, 'mallory');
      const older = thread.seed(`${MARKER}\nold report`, 'release-bot');
      const result = await upsertComment(thread, unconfirmed('mallory'), 'report', { create: true });
      expect(result).toMatchObject({ action: 'updated', removed: 1, writer: 'release-bot', comment: { id: older.id } });
      expect(thread.comments.map((c) => [c.id, c.body])).toEqual([
        [planted.id, `${MARKER}\nthe candidate is fine, merge it`],
        [older.id, `${MARKER}\nreport`],
      ]);
      expect(thread.calls.filter((c) => c.endsWith(` ${planted.id}`))).toEqual([]);
    });

    it('creates first, then keeps the oldest of its own once the new comment confirms the account', async () => {
      const thread = new FakeThread('release-bot');
      const planted = thread.seed(`${MARKER}\nplanted`, 'mallory');
      const older = thread.seed(`${MARKER}\nold report`, 'release-bot');
      const result = await upsertComment(thread, unconfirmed('release-bot'), 'report', { create: true });
      expect(result).toMatchObject({ action: 'updated', removed: 1, comment: { id: older.id } });
      expect(thread.comments.map((c) => [c.id, c.body])).toEqual([
        [planted.id, `${MARKER}\nplanted`],
        [older.id, `${MARKER}\nreport`],
      ]);
      expect(thread.calls.slice(0, 2)).toEqual(['create', 'list']);
    });

    it('writes nothing when it may not create a comment, and touches nothing when GitHub names no writer', async () => {
      const thread = new FakeThread('release-bot');
      const older = thread.seed(`${MARKER}\nold report`, 'release-bot');
      expect(await upsertComment(thread, unconfirmed('release-bot'), 'fine', { create: false })).toEqual({
        action: 'unconfirmed',
        removed: 0,
      });
      expect(thread.calls).toEqual([]);

      const anonymous: CommentsApi = {
        ...thread,
        list: () => thread.list(),
        update: (id, body) => thread.update(id, body),
        remove: (id) => thread.remove(id),
        create: async (body) => ({ ...(await thread.create(body)), user: null }),
      };
      const result = await upsertComment(anonymous, unconfirmed('release-bot'), 'report', { create: true });
      expect(result).toMatchObject({ action: 'created', removed: 0 });
      expect(thread.comments.find((c) => c.id === older.id)?.body).toBe(`${MARKER}\nold report`);
      expect(thread.calls).toEqual(['create']);
    });
  });

  it("settles two racing runs on one comment of its own, beside a person's marked comment", async () => {
    const thread = new FakeThread();
    const planted = thread.seed(`${MARKER}\nplanted`, 'mallory');
    thread.holdLists(2);
    thread.holdLists(2);
    const results = await Promise.all([
      upsertComment(thread, KEY, 'run A', { create: true }),
      upsertComment(thread, KEY, 'run B', { create: true }),
    ]);
    const own = thread.comments.filter((c) => isOwnComment(c, BOT, MARKER));
    expect(own).toHaveLength(1);
    expect(results.map((r) => r.comment?.id)).toEqual([own[0]!.id, own[0]!.id]);
    expect(thread.comments.find((c) => c.id === planted.id)?.body).toBe(`${MARKER}\nplanted`);
    expect(thread.calls).not.toContain(`update ${planted.id}`);
    expect(thread.calls).not.toContain(`remove ${planted.id}`);
  });
});

describe('upsertComment', () => {
  it('creates the comment when there is none, starting with the marker', async () => {
    const thread = new FakeThread();
    thread.seed('LGTM');
    const result = await upsertComment(thread, KEY, 'report v1', { create: true });
    expect(result.action).toBe('created');
    expect(thread.comments.map((c) => c.body)).toEqual(['LGTM', `${MARKER}\nreport v1`]);
    expect(result.comment?.html_url).toBe(thread.comments[1]!.html_url);
  });

  it('updates the existing comment in place', async () => {
    const thread = new FakeThread();
    await upsertComment(thread, KEY, 'report v1', { create: true });
    const id = thread.comments[0]!.id;
    thread.calls = [];
    const result = await upsertComment(thread, KEY, 'report v2', { create: true });
    expect(result.action).toBe('updated');
    expect(thread.comments).toHaveLength(1);
    expect(thread.comments[0]).toMatchObject({ id, body: `${MARKER}\nreport v2` });
    expect(thread.calls).toEqual(['list', `update ${id}`]);
  });

  it("leaves other gates' comments and replies quoting the marker alone", async () => {
    const thread = new FakeThread();
    const other = thread.seed(`${commentMarker('mbpp')}\nmbpp report`);
    const quote = thread.seed(`> ${MARKER}\n> old report\n\nwhy did this drop?`);
    await upsertComment(thread, KEY, 'report', { create: true });
    expect(thread.comments).toHaveLength(3);
    expect(thread.comments.find((c) => c.id === other.id)?.body).toBe(`${commentMarker('mbpp')}\nmbpp report`);
    expect(thread.comments.find((c) => c.id === quote.id)?.body).toContain('why did this drop?');
  });

  it('updates the oldest of several marked comments and deletes the rest', async () => {
    const thread = new FakeThread();
    const oldest = thread.seed(`${MARKER}\nold 1`);
    thread.seed('unrelated');
    thread.seed(`${MARKER}\nold 2`);
    const result = await upsertComment(thread, KEY, 'new', { create: true });
    expect(result).toMatchObject({ action: 'updated', removed: 1 });
    expect(thread.comments.map((c) => [c.id, c.body])).toEqual([
      [oldest.id, `${MARKER}\nnew`],
      [2, 'unrelated'],
    ]);
  });

  it('does not create when creating is not allowed, but still updates an existing comment', async () => {
    const thread = new FakeThread();
    expect(await upsertComment(thread, KEY, 'fine', { create: false })).toEqual({ action: 'skipped', removed: 0 });
    expect(thread.comments).toHaveLength(0);
    thread.seed(`${MARKER}\nregression`);
    expect((await upsertComment(thread, KEY, 'fixed', { create: false })).action).toBe('updated');
    expect(thread.comments[0]!.body).toBe(`${MARKER}\nfixed`);
  });

  it('creates a new comment when the one it found was deleted before the update', async () => {
    const thread = new FakeThread();
    const gone = thread.seed(`${MARKER}\nold`);
    const update = thread.update.bind(thread);
    thread.update = async (id, body) => {
      if (id === gone.id) await thread.remove(id);
      return update(id, body);
    };
    const result = await upsertComment(thread, KEY, 'new', { create: true });
    expect(result.action).toBe('created');
    expect(thread.comments.map((c) => c.body)).toEqual([`${MARKER}\nnew`]);
  });

  it('settles two runs that both found no comment on one comment', async () => {
    const thread = new FakeThread();
    thread.holdLists(2); // both runs list before either creates
    const results = await Promise.all([
      upsertComment(thread, KEY, 'run A', { create: true }),
      upsertComment(thread, KEY, 'run B', { create: true }),
    ]);
    expect(thread.comments).toHaveLength(1);
    expect(thread.calls.filter((c) => c === 'create')).toHaveLength(2);
    expect(results.map((r) => r.comment?.id)).toEqual([thread.comments[0]!.id, thread.comments[0]!.id]);
  });

  it('settles two runs whose second lists both see both comments (one delete answers 404)', async () => {
    const thread = new FakeThread();
    thread.holdLists(2);
    thread.holdLists(2); // the re-lists after creating also meet: both runs delete the same duplicate
    await Promise.all([
      upsertComment(thread, KEY, 'run A', { create: true }),
      upsertComment(thread, KEY, 'run B', { create: true }),
    ]);
    expect(thread.comments).toHaveLength(1);
    expect(thread.comments[0]!.id).toBe(1);
    expect(thread.calls.filter((c) => c === 'remove 2')).toHaveLength(2);
  });

  it('updates a comment that was edited in the browser (CRLF line ends) rather than adding another', async () => {
    const thread = new FakeThread();
    const edited = thread.seed(`${MARKER}\r\n### ❌ Blocks merge\r\nedited by hand`);
    const result = await upsertComment(thread, KEY, 'Can merge', { create: false });
    expect(result).toMatchObject({ action: 'updated', comment: { id: edited.id } });
    expect(thread.comments.map((c) => c.body)).toEqual([`${MARKER}\nCan merge`]);
  });

  it('keeps one comment when every create landed but was answered with a server error', async () => {
    const thread = new FakeThread();
    thread.seed('LGTM');
    const create = thread.create.bind(thread);
    // As the retrying client does when each of 4 tries is written but answered 502.
    thread.create = async (body) => {
      for (let i = 0; i < 4; i++) await create(body);
      throw Object.assign(new Error('HTTP 502: Bad Gateway; gave up after 4 attempts'), { status: 502 });
    };
    const result = await upsertComment(thread, KEY, 'report', { create: true });
    expect(thread.comments.map((c) => c.body)).toEqual(['LGTM', `${MARKER}\nreport`]);
    expect(result).toMatchObject({ action: 'created', removed: 3, comment: { id: thread.comments[1]!.id } });
    expect((result.createError as Error).message).toMatch(/HTTP 502/);
  });

  it('looks for a comment that landed after a plain 500 too, as after any server error', async () => {
    const thread = new FakeThread();
    const create = thread.create.bind(thread);
    thread.create = async (body) => {
      await create(body);
      throw Object.assign(new Error('HTTP 500: Internal Server Error; gave up after 4 attempts'), { status: 500 });
    };
    const result = await upsertComment(thread, KEY, 'report', { create: true });
    expect(result).toMatchObject({ action: 'created', comment: { id: thread.comments[0]!.id } });
    expect(thread.comments.map((c) => c.body)).toEqual([`${MARKER}\nreport`]);
  });

  it("gives this run's report to an older comment found after a create that landed despite its error", async () => {
    const thread = new FakeThread();
    const list = thread.list.bind(thread);
    // A concurrent run's comment lands after this run's first list; this run's create lands but answers 502.
    thread.list = async () => (thread.calls.includes('create') ? list() : (thread.calls.push('list'), []));
    const theirs = thread.seed(`${MARKER}\n✅ Can merge (run A)`);
    const create = thread.create.bind(thread);
    thread.create = async (body) => {
      await create(body);
      throw Object.assign(new Error('HTTP 502: Bad Gateway; gave up after 4 attempts'), { status: 502 });
    };
    const result = await upsertComment(thread, KEY, '❌ Blocks merge (run B)', { create: true });
    expect(thread.comments.map((c) => [c.id, c.body])).toEqual([[theirs.id, `${MARKER}\n❌ Blocks merge (run B)`]]);
    expect(result).toMatchObject({
      action: 'created',
      removed: 1,
      comment: { id: theirs.id, body: `${MARKER}\n❌ Blocks merge (run B)` },
    });
  });

  it('keeps the comment with the smallest id when the list comes back in another order', async () => {
    const thread = new FakeThread();
    const oldest = thread.seed(`${MARKER}\nold 1`);
    thread.seed(`${MARKER}\nold 2`);
    thread.seed(`${MARKER}\nold 3`);
    const list = thread.list.bind(thread);
    thread.list = async () => (await list()).reverse();
    const result = await upsertComment(thread, KEY, 'new', { create: true });
    expect(result).toMatchObject({ action: 'updated', removed: 2, comment: { id: oldest.id } });
    expect(thread.comments.map((c) => [c.id, c.body])).toEqual([[oldest.id, `${MARKER}\nnew`]]);
  });

  it('goes on deleting duplicates past one already deleted (404), and reports no cleanup error', async () => {
    const thread = new FakeThread();
    const mine = thread.seed(`${MARKER}\nold 1`);
    const gone = thread.seed(`${MARKER}\nold 2`);
    thread.seed(`${MARKER}\nold 3`);
    const list = thread.list.bind(thread);
    // A concurrent run deletes the second right after this run lists it.
    thread.list = async () => {
      const listed = await list();
      await thread.remove(gone.id);
      return listed;
    };
    const result = await upsertComment(thread, KEY, 'new', { create: true });
    expect(thread.comments.map((c) => [c.id, c.body])).toEqual([[mine.id, `${MARKER}\nnew`]]);
    expect(result).toMatchObject({ action: 'updated', removed: 1, comment: { id: mine.id } });
    expect(result.cleanupError).toBeUndefined();
  });

  it('passes on a failed create when no comment landed, and never looks after a refusal', async () => {
    const thread = new FakeThread();
    const down = Object.assign(new Error('no answer within 30 s; gave up after 4 attempts'), { status: undefined });
    thread.create = async () => {
      throw down;
    };
    await expect(upsertComment(thread, KEY, 'x', { create: true })).rejects.toBe(down);
    expect(thread.calls).toEqual(['list', 'list']);
    thread.calls = [];
    thread.create = async () => {
      throw Object.assign(new Error('Resource not accessible by integration'), { status: 403 });
    };
    await expect(upsertComment(thread, KEY, 'x', { create: true })).rejects.toMatchObject({ status: 403 });
    expect(thread.calls).toEqual(['list']);
  });

  it('reports the comment it wrote when a cleanup after it fails, with the cleanup error', async () => {
    const thread = new FakeThread();
    const mine = thread.seed(`${MARKER}\nold 1`);
    thread.seed(`${MARKER}\nold 2`);
    const forbidden = Object.assign(new Error('Resource not accessible by integration'), { status: 403 });
    thread.remove = async () => {
      throw forbidden;
    };
    const updated = await upsertComment(thread, KEY, 'new', { create: true });
    expect(updated).toMatchObject({ action: 'updated', comment: { id: mine.id }, removed: 0, cleanupError: forbidden });

    const fresh = new FakeThread();
    const list = fresh.list.bind(fresh);
    const down = Object.assign(new Error('HTTP 502: Bad Gateway'), { status: 502 });
    fresh.list = async () => {
      if (fresh.calls.includes('create')) throw down;
      return list();
    };
    const created = await upsertComment(fresh, KEY, 'report', { create: true });
    // The list after the create failed: no duplicate was seen, so none is said to be left.
    expect(created).toMatchObject({ action: 'created', comment: { id: fresh.comments[0]!.id }, listError: down });
    expect(created.cleanupError).toBeUndefined();
  });

  it("keeps a concurrent run's comment when deleting its own copy fails, and says the copy stays", async () => {
    const thread = new FakeThread();
    const theirs = thread.seed(`${MARKER}\nrun A`);
    const list = thread.list.bind(thread);
    // Run A's comment lands after this run's first list: this run creates its own, then finds A's older one.
    thread.list = async () => (thread.calls.includes('create') ? list() : (thread.calls.push('list'), []));
    const forbidden = Object.assign(new Error('Resource not accessible by integration'), { status: 403 });
    thread.remove = async () => {
      throw forbidden;
    };
    const result = await upsertComment(thread, KEY, 'run B', { create: true });
    expect(result).toMatchObject({
      action: 'updated',
      comment: { id: theirs.id },
      removed: 0,
      cleanupError: forbidden,
    });
    expect(thread.comments.map((c) => c.body)).toEqual([`${MARKER}\nrun B`, `${MARKER}\nrun B`]);
  });

  it('keeps its own new comment when the older one it should carry the report over to cannot be updated', async () => {
    const thread = new FakeThread();
    const stale = thread.seed(`${MARKER}\n✅ Can merge (an earlier run)`);
    const list = thread.list.bind(thread);
    // As under an unconfirmed comment-author, or a concurrent run: the older comment is found only after the create.
    thread.list = async () => (thread.calls.includes('create') ? list() : (thread.calls.push('list'), []));
    const down = Object.assign(new Error('HTTP 502: Bad Gateway; gave up after 4 attempts'), { status: 502 });
    thread.update = async (id) => {
      thread.calls.push(`update ${id}`);
      throw down;
    };
    const result = await upsertComment(thread, KEY, '❌ Blocks merge', { create: true });
    expect(thread.calls).toEqual(['list', 'create', 'list', `update ${stale.id}`]);
    expect(thread.comments.map((c) => c.body)).toEqual([
      `${MARKER}\n✅ Can merge (an earlier run)`,
      `${MARKER}\n❌ Blocks merge`,
    ]);
    expect(result).toMatchObject({ action: 'created', comment: { id: thread.comments[1]!.id }, cleanupError: down });
  });

  it('passes on errors other than 404', async () => {
    const thread = new FakeThread();
    thread.create = async () => {
      throw Object.assign(new Error('Resource not accessible by integration'), { status: 403 });
    };
    await expect(upsertComment(thread, KEY, 'x', { create: true })).rejects.toMatchObject({ status: 403 });
  });
});

describe('upsertComment on a pull request whose pushes came fast', () => {
  const OLD = { head: '1a2b3c4'.padEnd(40, '0'), time: '2026-03-01T10:00:00Z' };
  const NEW = { head: '9f8e7d6'.padEnd(40, '0'), time: '2026-03-01T10:05:00Z' };
  const keyOf = (stamp?: { head: string; time: string }) => ({
    ...KEY,
    marker: commentMarker('humaneval', stamp),
  });
  const writes = (thread: FakeThread) => thread.calls.filter((call) => call !== 'list');

  it('stamps the marker with the head commit and the time of the pull request it reports', () => {
    expect(commentMarker('humaneval', NEW)).toBe(
      `<!-- passk-gate comment: humaneval head=${NEW.head} updated=2026-03-01T10:05:00Z -->`,
    );
    // Still the same gate's comment, whatever it reports; not another gate's.
    const own = { id: 1, body: `${commentMarker('humaneval', OLD)}\nreport`, html_url: '', user: { login: BOT } };
    expect(isOwnComment(own, BOT, commentMarker('humaneval', NEW))).toBe(true);
    expect(isOwnComment(own, BOT, MARKER)).toBe(true);
    expect(isOwnComment(own, BOT, commentMarker('mbpp', OLD))).toBe(false);
  });

  it("leaves the newer commit's comment byte for byte when an older commit's run finishes after it", async () => {
    const thread = new FakeThread();
    const newer = thread.seed(`${commentMarker('humaneval', NEW)}\nreport of 9f8e7d6`);
    const result = await upsertComment(thread, keyOf(OLD), 'report of 1a2b3c4', { create: true });
    expect(result).toEqual({ action: 'stale', comment: { ...newer }, newer: NEW.head, removed: 0 });
    expect(thread.comments).toEqual([newer]);
    expect(thread.comments[0]!.body).toBe(`${commentMarker('humaneval', NEW)}\nreport of 9f8e7d6`);
    expect(writes(thread)).toEqual([]);
  });

  it("updates an older commit's comment with a newer commit's report", async () => {
    const thread = new FakeThread();
    thread.seed(`${commentMarker('humaneval', OLD)}\nreport of 1a2b3c4`);
    const result = await upsertComment(thread, keyOf(NEW), 'report of 9f8e7d6', { create: false });
    expect(result.action).toBe('updated');
    expect(thread.comments.map((c) => c.body)).toEqual([`${commentMarker('humaneval', NEW)}\nreport of 9f8e7d6`]);
  });

  it('updates as before a comment of the old marker, with no time, or a time that does not parse, or the same commit', async () => {
    const unparsable = `<!-- passk-gate comment: humaneval head=${NEW.head} updated=soon -->`;
    const headOnly = `<!-- passk-gate comment: humaneval head=${NEW.head} -->`;
    // GitHub's times are in whole seconds: two pushes in one second cannot be told apart.
    const otherCommitSameTime = commentMarker('humaneval', { ...NEW, time: OLD.time });
    const sameCommitEarlier = commentMarker('humaneval', { ...OLD, time: '2026-03-01T09:55:00Z' });
    for (const marker of [MARKER, unparsable, sameCommitEarlier, headOnly, otherCommitSameTime, `${MARKER}\r`]) {
      const thread = new FakeThread();
      const found = thread.seed(`${marker}\nearlier report`);
      const result = await upsertComment(thread, keyOf(OLD), 'report of 1a2b3c4', { create: false });
      expect(result.action, marker).toBe('updated');
      expect(thread.comments, marker).toEqual([
        { ...found, body: `${commentMarker('humaneval', OLD)}\nreport of 1a2b3c4` },
      ]);
    }
  });

  it('updates a newer-stamped comment from a run whose event gives no time (workflow_run, a pr-number)', async () => {
    const thread = new FakeThread();
    thread.seed(`${commentMarker('humaneval', NEW)}\nreport of 9f8e7d6`);
    expect((await upsertComment(thread, keyOf(undefined), 'report', { create: true })).action).toBe('updated');
    expect(thread.comments.map((c) => c.body)).toEqual([`${MARKER}\nreport`]);
  });

  it("keeps the later time of the same commit, so that after a force-push back to it another commit's run stays older", async () => {
    // 10:00 a push of 1a2b3c4, 10:05 of 9f8e7d6, 10:09 a force-push back to 1a2b3c4, whose run reported first.
    const back = commentMarker('humaneval', { ...OLD, time: '2026-03-01T10:09:00Z' });
    const thread = new FakeThread();
    const found = thread.seed(`${back}\nreport of 1a2b3c4 (10:09)`);
    // The 10:00 run of 1a2b3c4 finishes (or is re-run) now: the same commit, so its report goes in.
    expect((await upsertComment(thread, keyOf(OLD), 'report of 1a2b3c4 (10:00)', { create: true })).action).toBe(
      'updated',
    );
    const late = await upsertComment(thread, keyOf(NEW), 'report of 9f8e7d6', { create: true });
    expect(late).toMatchObject({ action: 'stale', newer: OLD.head });
    expect(thread.comments).toEqual([{ ...found, body: `${back}\nreport of 1a2b3c4 (10:00)` }]);
  });

  it('keeps the later time of the same commit after the create that confirms the account, or one that landed despite its error', async () => {
    const back = commentMarker('humaneval', { ...OLD, time: '2026-03-01T10:09:00Z' });
    const unconfirmed = new FakeThread();
    const found = unconfirmed.seed(`${back}\nreport (10:09)`);
    await upsertComment(unconfirmed, { ...keyOf(OLD), confirmed: false }, 'report (10:00)', { create: true });
    expect(unconfirmed.comments).toEqual([{ ...found, body: `${back}\nreport (10:00)` }]);

    const landed = new FakeThread();
    const list = landed.list.bind(landed);
    landed.list = async () => (landed.calls.includes('create') ? list() : (landed.calls.push('list'), []));
    const theirs = landed.seed(`${back}\nreport (10:09)`);
    const create = landed.create.bind(landed);
    landed.create = async (body) => {
      await create(body);
      throw Object.assign(new Error('HTTP 502: Bad Gateway; gave up after 4 attempts'), { status: 502 });
    };
    await upsertComment(landed, keyOf(OLD), 'report (10:00)', { create: true });
    expect(landed.comments).toEqual([{ ...theirs, body: `${back}\nreport (10:00)` }]);
  });

  it('is no marker with a word that is no field after the name', () => {
    const own = {
      id: 1,
      body: `<!-- passk-gate comment: humaneval draft -->\nreport`,
      html_url: '',
      user: { login: BOT },
    };
    expect(isOwnComment(own, BOT, commentMarker('humaneval', NEW))).toBe(false);
  });

  it("leaves the newer commit's comment and deletes its own copy after a create that landed despite its error", async () => {
    const thread = new FakeThread();
    const list = thread.list.bind(thread);
    // The newer commit's run comments after this run's first list; this run's create lands but answers 502.
    thread.list = async () => (thread.calls.includes('create') ? list() : (thread.calls.push('list'), []));
    const newer = thread.seed(`${commentMarker('humaneval', NEW)}\nreport of 9f8e7d6`);
    const create = thread.create.bind(thread);
    thread.create = async (body) => {
      await create(body);
      throw Object.assign(new Error('HTTP 502: Bad Gateway; gave up after 4 attempts'), { status: 502 });
    };
    const result = await upsertComment(thread, keyOf(OLD), 'report of 1a2b3c4', { create: true });
    expect(thread.comments).toEqual([newer]);
    expect(result).toMatchObject({ action: 'stale', newer: NEW.head, removed: 1, comment: { id: newer.id } });
  });

  it("deletes the comment it created to learn the token's account when the gate's own reports a newer commit", async () => {
    const thread = new FakeThread();
    const newer = thread.seed(`${commentMarker('humaneval', NEW)}\nreport of 9f8e7d6`);
    const unconfirmed = { ...keyOf(OLD), confirmed: false };
    const result = await upsertComment(thread, unconfirmed, 'report of 1a2b3c4', { create: true });
    expect(thread.comments).toEqual([newer]);
    expect(result).toMatchObject({ action: 'stale', newer: NEW.head, removed: 1, comment: { id: newer.id } });
  });

  it("deletes its own copy, not the newer commit's report, when both runs created one at once", async () => {
    const thread = new FakeThread();
    thread.holdLists(2); // both runs list before either creates
    const [newer, older] = await Promise.all([
      upsertComment(thread, keyOf(NEW), 'report of 9f8e7d6', { create: true }),
      upsertComment(thread, keyOf(OLD), 'report of 1a2b3c4', { create: true }),
    ]);
    expect(thread.comments.map((c) => c.body)).toEqual([`${commentMarker('humaneval', NEW)}\nreport of 9f8e7d6`]);
    expect(newer.comment!.id).toBe(thread.comments[0]!.id);
    expect(older).toMatchObject({ action: 'stale', newer: NEW.head, comment: { id: thread.comments[0]!.id } });
  });
});

describe('upsertFitted', () => {
  /** A thread whose server refuses bodies longer than `max` characters, as GitHub does with a 422. */
  function strictThread(max: number): FakeThread {
    const thread = new FakeThread();
    const create = thread.create.bind(thread);
    const update = thread.update.bind(thread);
    const check = (body: string) => {
      if (body.length > max)
        throw new BodyTooLongError(`HTTP 422: Validation Failed: body is too long (maximum is ${max} characters)`);
    };
    thread.create = async (body) => (check(body), create(body));
    thread.update = async (id, body) => (check(body), update(id, body));
    return thread;
  }
  /** A report of `limit - marker` characters, like commentText: it always fills the room it is given. */
  const render = (limit: number) => 'r'.repeat(limit - MARKER.length - 1);

  it('renders to the first limit, and to the next ones while the server refuses the body as too long', async () => {
    const thread = strictThread(300);
    const result = await upsertFitted(thread, KEY, render, { create: true }, [1000, 500, 250]);
    expect(result).toMatchObject({ action: 'created', limit: 250, cut: true });
    expect(thread.comments).toHaveLength(1);
    expect(thread.comments[0]!.body).toHaveLength(250);
    // Refused creates store nothing; each try starts from a fresh list.
    expect(thread.calls).toEqual(['list', 'list', 'list', 'create', 'list']);
  });

  it('cuts the update of an existing comment the same way', async () => {
    const thread = strictThread(600);
    const mine = thread.seed(`${MARKER}\nold`);
    const result = await upsertFitted(thread, KEY, render, { create: true }, [1000, 500]);
    expect(result).toMatchObject({ action: 'updated', limit: 500, comment: { id: mine.id } });
    expect(thread.comments[0]!.body).toHaveLength(500);
  });

  it('says the body was not cut when the server took, at a smaller limit, the body it refused', async () => {
    const thread = new FakeThread();
    const create = thread.create.bind(thread);
    let refusals = 1;
    thread.create = async (body) => {
      if (refusals-- > 0) throw new BodyTooLongError('HTTP 422: Validation Failed: body is too long');
      return create(body);
    };
    const result = await upsertFitted(thread, KEY, () => 'a short report', { create: true }, [1000, 500]);
    expect(result).toMatchObject({ action: 'created', limit: 500, cut: false });
    expect(thread.comments[0]!.body).toBe(`${MARKER}\na short report`);
  });

  it('gives up with the length of the shortest body it sent when even that is refused', async () => {
    const short = (limit: number) => 'r'.repeat(limit / 2);
    const error = await upsertFitted(strictThread(100), KEY, short, { create: true }, [1000, 500, 250]).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(BodyTooLongError);
    expect((error as Error).message).toBe('HTTP 422: Validation Failed: body is too long (maximum is 100 characters)');
    expect((error as BodyTooLongError).triedChars).toBe(`${MARKER}\n`.length + 125);
    expect((error as BodyTooLongError).cut).toBe(true);
    // A report short enough for every limit was never cut: it is refused as it is.
    const refused = await upsertFitted(
      strictThread(5),
      KEY,
      () => 'a short report',
      { create: true },
      [1000, 500],
    ).catch((e: unknown) => e);
    expect(refused).toMatchObject({ triedChars: `${MARKER}\n`.length + 14, cut: false });
  });

  it('passes other errors on without rendering again', async () => {
    const thread = new FakeThread();
    thread.create = async () => {
      throw Object.assign(new Error('HTTP 502: Bad Gateway'), { status: 502 });
    };
    const limits: number[] = [];
    const error = await upsertFitted(
      thread,
      KEY,
      (limit) => (limits.push(limit), render(limit)),
      { create: true },
      [1000, 500],
    ).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502 });
    expect(limits).toEqual([1000]);
  });
});
