/** Lists up to `limit` ids, then how many more. */
export function listIds(ids: readonly string[], limit = 5): string {
  const shown = ids.slice(0, limit).join(', ');
  return ids.length > limit ? `${shown} and ${ids.length - limit} more` : shown;
}

/** "a", "a or b", "a, b or c"; with `last` = 'and', "a, b and c". */
export function listWords(items: readonly string[], last: 'or' | 'and' = 'or'): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${last} ${items.at(-1)!}`;
}

/** "1 run", "3 steps": the count and its noun, plural but for 1. */
export function counted(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}
