// A JSON document as a tree of entries, so tests can write what JSON.stringify cannot: raw number tokens
// (1e309, -0, NaN), duplicate keys, "__proto__" keys as plain data, and nesting deeper than any stack.
import fc from 'fast-check';

export type JsonNode =
  | { kind: 'object'; entries: [string, JsonNode][] }
  | { kind: 'array'; items: JsonNode[] }
  | { kind: 'raw'; text: string };

/** A plain value as a tree; objects keep their own keys, `__proto__` included. */
export function tree(value: unknown): JsonNode {
  if (Array.isArray(value)) return { kind: 'array', items: value.map(tree) };
  if (value !== null && typeof value === 'object') {
    return { kind: 'object', entries: Object.entries(value).map(([key, child]) => [key, tree(child)]) };
  }
  return { kind: 'raw', text: JSON.stringify(value) ?? 'null' };
}

/**
 * A copy of the tree to edit in place (`applyEdit`): its containers are new, its raw leaves shared, as no edit
 * changes a leaf. Much cheaper than structuredClone, which copied every leaf's text.
 */
export function copyTree(node: JsonNode): JsonNode {
  if (node.kind === 'object')
    return { kind: 'object', entries: node.entries.map(([key, child]) => [key, copyTree(child)]) };
  if (node.kind === 'array') return { kind: 'array', items: node.items.map(copyTree) };
  return node;
}

export const raw = (text: string): JsonNode => ({ kind: 'raw', text });
export const object = (entries: [string, JsonNode][]): JsonNode => ({ kind: 'object', entries });
export const array = (items: JsonNode[]): JsonNode => ({ kind: 'array', items });

export interface Layout {
  /** Indent per level; '' writes compact JSON. */
  indent: string;
  eol: '\n' | '\r\n';
}

export const COMPACT: Layout = { indent: '', eol: '\n' };

/** The tree as JSON text; iterative, so a tree of any depth can be written. */
export function jsonText(root: JsonNode, layout: Layout = COMPACT): string {
  return jsonParts(root, layout).join('');
}

/**
 * The tree's JSON text in parts (tokens, keys, raw texts), added to `out`: bytes are encoded from the parts, as
 * one string of a whole file (some are megabytes) cost more to make than to encode.
 */
export function jsonParts(root: JsonNode, layout: Layout = COMPACT, out: string[] = []): string[] {
  const pretty = layout.indent !== '';
  type Frame = { node: JsonNode; next: number; depth: number };
  const newline = (depth: number) => (pretty ? layout.eol + layout.indent.repeat(depth) : '');
  const open = (node: JsonNode, depth: number, stack: Frame[]) => {
    if (node.kind === 'raw') out.push(node.text);
    else {
      out.push(node.kind === 'object' ? '{' : '[');
      stack.push({ node, next: 0, depth });
    }
  };
  const stack: Frame[] = [];
  open(root, 0, stack);
  while (stack.length > 0) {
    const frame = stack[stack.length - 1]!;
    const node = frame.node as Exclude<JsonNode, { kind: 'raw' }>;
    const size = node.kind === 'object' ? node.entries.length : node.items.length;
    if (frame.next === size) {
      stack.pop();
      if (size > 0) out.push(newline(frame.depth));
      out.push(node.kind === 'object' ? '}' : ']');
      continue;
    }
    if (frame.next > 0) out.push(',');
    out.push(newline(frame.depth + 1));
    const i = frame.next++;
    if (node.kind === 'object') {
      const [key, child] = node.entries[i]!;
      out.push(JSON.stringify(key), pretty ? ': ' : ':');
      open(child, frame.depth + 1, stack);
    } else {
      open(node.items[i]!, frame.depth + 1, stack);
    }
  }
  return out;
}

/** Nesting of `depth` arrays, or objects, as text. */
export function deeplyNested(depth: number, objects: boolean): JsonNode {
  return raw(objects ? `${'{"a":'.repeat(depth)}0${'}'.repeat(depth)}` : `${'['.repeat(depth)}${']'.repeat(depth)}`);
}

/** Values a hostile or broken file puts where a reader expects something else. */
export const hostileValue: fc.Arbitrary<JsonNode> = fc.oneof(
  {
    arbitrary: fc
      .constantFrom(
        '1e309',
        '-1e309',
        '-0',
        '0',
        '1',
        '-1',
        '0.5',
        '2.5',
        '1e300',
        '9007199254740993',
        '1.0',
        '1e2',
        '-0.0',
        '1E400',
        '123456789012',
        '999999999',
        '1000000000',
        'true',
        'false',
        'null',
        '[]',
        '{}',
        '[[]]',
        '[null]',
        '[true, false]',
        '"5"',
        '"1e309"',
        '"NaN"',
        '" 3"',
        '""',
        '"0"',
        '"-1"',
        '"__proto__"',
        '"constructor"',
        '"toString"',
        '"pass"',
        '"C"',
        '"timed out"',
        '"\\ud800"',
        '"\\u0000"',
        '"a\\nb"',
        '"\\u001b[31mred\\u001b[0m"',
        '"\\u009b2J"',
        '"a\\u2028b"',
        '"| x | <img src=x> @all #1"',
        '{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}',
        // Not JSON at all: a reader sees these only as a syntax error.
        'NaN',
        'Infinity',
        '-Infinity',
        'undefined',
        '0x10',
        '01',
        "'x'",
      )
      .map(raw),
    weight: 8,
  },
  fc.double({ noNaN: true, noDefaultInfinity: true }).map((x) => raw(JSON.stringify(x))),
  fc.integer({ min: -5, max: 50 }).map((x) => raw(String(x))),
  fc.string({ unit: 'binary', maxLength: 12 }).map((s) => raw(JSON.stringify(s))),
  {
    arbitrary: fc
      .tuple(fc.constantFrom(10, 3000, 3000, 100_000), fc.boolean())
      .map(([depth, objects]) => deeplyNested(depth, objects)),
    weight: 1,
  },
  {
    arbitrary: fc
      .oneof({ arbitrary: fc.constant(70_000), weight: 19 }, fc.constant(1_100_000))
      .map((length) => raw(JSON.stringify(`\u001b[2J${'x'.repeat(length)}\n|`))),
    weight: 1,
  },
);

/** Keys a hostile file uses: prototype names, empty, control characters, very long. */
export const hostileKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    'toString',
    'hasOwnProperty',
    '',
    ' ',
    'id',
    'n',
    'c',
    'eval',
    'format',
  ),
  fc.string({ unit: 'binary', maxLength: 8 }),
  fc.constant(`k${'y'.repeat(100_000)}\u001b[31m`),
);

/** One edit of a tree: at the container numbered `at` (depth-first), do `op` to its child numbered `child`. */
export interface TreeEdit {
  op: 'replace' | 'remove' | 'rename' | 'duplicate' | 'add' | 'empty' | 'replace-container';
  at: number;
  child: number;
  value: JsonNode;
  key: string;
}

export const treeEdit: fc.Arbitrary<TreeEdit> = fc.record({
  op: fc.constantFrom(
    'replace',
    'replace',
    'replace',
    'remove',
    'rename',
    'duplicate',
    'add',
    'empty',
    'replace-container',
  ),
  at: fc.nat(),
  child: fc.nat(),
  value: hostileValue,
  key: hostileKey,
});

function containers(root: JsonNode): { node: Exclude<JsonNode, { kind: 'raw' }>; parent?: JsonNode; index: number }[] {
  const found: { node: Exclude<JsonNode, { kind: 'raw' }>; parent?: JsonNode; index: number }[] = [];
  const stack: { node: JsonNode; parent?: JsonNode; index: number }[] = [{ node: root, index: 0 }];
  while (stack.length > 0) {
    const { node, parent, index } = stack.pop()!;
    if (node.kind === 'raw') continue;
    found.push({ node, parent, index });
    const children = node.kind === 'object' ? node.entries.map(([, child]) => child) : node.items;
    children.forEach((child, i) => stack.push({ node: child, parent: node, index: i }));
  }
  return found;
}

function setChild(parent: JsonNode, index: number, value: JsonNode): void {
  if (parent.kind === 'object') parent.entries[index]![1] = value;
  else if (parent.kind === 'array') parent.items[index] = value;
}

/** Applies an edit in place; returns the (possibly new) root. */
export function applyEdit(root: JsonNode, edit: TreeEdit): JsonNode {
  const all = containers(root);
  if (all.length === 0) return edit.op === 'replace-container' ? edit.value : root;
  const { node, parent, index } = all[edit.at % all.length]!;
  if (edit.op === 'replace-container') {
    if (parent === undefined) return edit.value;
    setChild(parent, index, edit.value);
    return root;
  }
  if (edit.op === 'empty') {
    if (node.kind === 'object') node.entries = [];
    else node.items = [];
    return root;
  }
  const size = node.kind === 'object' ? node.entries.length : node.items.length;
  if (edit.op === 'add' || size === 0) {
    if (node.kind === 'object') node.entries.push([edit.key, edit.value]);
    else node.items.push(edit.value);
    return root;
  }
  const i = edit.child % size;
  switch (edit.op) {
    case 'replace':
      setChild(node, i, edit.value);
      break;
    case 'remove':
      if (node.kind === 'object') node.entries.splice(i, 1);
      else node.items.splice(i, 1);
      break;
    case 'rename':
      if (node.kind === 'object') node.entries[i]![0] = edit.key;
      else node.items[i] = object([[edit.key, node.items[i]!]]);
      break;
    case 'duplicate':
      if (node.kind === 'object') node.entries.push([node.entries[i]![0], node.entries[i]![1]]);
      else node.items.push(node.items[i]!);
      break;
  }
  return root;
}

/** One edit of a file's bytes. */
export interface ByteEdit {
  op: 'truncate' | 'bom' | 'crlf' | 'invalid-utf8' | 'flip' | 'nul' | 'delete' | 'insert';
  at: number;
  length: number;
  byte: number;
}

export const byteEdit: fc.Arbitrary<ByteEdit> = fc.record({
  op: fc.constantFrom('truncate', 'truncate', 'bom', 'crlf', 'invalid-utf8', 'flip', 'nul', 'delete', 'insert'),
  at: fc.nat(),
  length: fc.integer({ min: 1, max: 64 }),
  byte: fc.integer({ min: 0, max: 255 }),
});

const INVALID_UTF8 = [[0xff], [0xc3], [0xc0, 0x80], [0xed, 0xa0, 0x80], [0xf4, 0x90, 0x80, 0x80], [0xe2, 0x82]];

/** Applies an edit to bytes; returns new bytes. */
export function applyByteEdit(bytes: Uint8Array, edit: ByteEdit): Uint8Array {
  const buffer = Buffer.from(bytes);
  const at = buffer.length === 0 ? 0 : edit.at % (buffer.length + 1);
  const splice = (insert: Uint8Array, remove = 0) =>
    Buffer.concat([buffer.subarray(0, at), insert, buffer.subarray(Math.min(buffer.length, at + remove))]);
  switch (edit.op) {
    case 'truncate':
      return buffer.subarray(0, at);
    case 'bom':
      return splice(Buffer.from([0xef, 0xbb, 0xbf]));
    case 'crlf':
      return Buffer.from(buffer.toString('latin1').replace(/\r?\n/g, '\r\n'), 'latin1');
    case 'invalid-utf8':
      return splice(Buffer.from(INVALID_UTF8[edit.byte % INVALID_UTF8.length]!));
    case 'flip':
      if (buffer.length === 0) return buffer;
      buffer[at % buffer.length] = edit.byte;
      return buffer;
    case 'nul':
      return splice(Buffer.from([0]));
    case 'delete':
      return splice(new Uint8Array(0), edit.length);
    case 'insert':
      return splice(Buffer.from(String.fromCharCode(edit.byte).repeat(edit.length), 'latin1'));
  }
}

export interface Damage {
  trees: TreeEdit[];
  bytes: ByteEdit[];
}

/** Zero to three tree edits and zero to two byte edits (at least one edit in all). */
export const damage: fc.Arbitrary<Damage> = fc
  .record({ trees: fc.array(treeEdit, { maxLength: 3 }), bytes: fc.array(byteEdit, { maxLength: 2 }) })
  .filter((d) => d.trees.length + d.bytes.length > 0);
