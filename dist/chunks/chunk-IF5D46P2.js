import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  parseRecord,
  recordJson
} from "./chunk-BEQMV5NN.js";
import {
  InputError,
  exists,
  ioProblem,
  quoted,
  readJsonFile
} from "./chunk-7KSDIGDF.js";

// src/load/history-store.ts
import { mkdir, readdir, writeFile } from "node:fs/promises";
import { basename, dirname, join, resolve } from "node:path";
var RECORDS_FOLDER = "records";
var RECORD_FILE = /^\d{8}T\d{6}Z-[0-9a-f]{12}-[a-z0-9-]+\.json$/;
function nameSlug(name) {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "").slice(0, 40).replace(/-$/, "");
  return slug === "" ? "run" : slug;
}
function recordFileName(record) {
  const time = record.time.replace(/\.\d+Z$/, "Z").replace(/[-:]/g, "");
  return `${time}-${record.commit.slice(0, 12)}-${nameSlug(record.name)}.json`;
}
async function readStore(store) {
  const folder = join(store, RECORDS_FOLDER);
  let names;
  try {
    names = await readdir(folder);
  } catch (error) {
    if (error.code !== "ENOENT") throw new InputError(`${folder}: ${ioProblem(error)}`);
    const entries = await readdir(store).catch(() => void 0);
    if (entries === void 0) {
      throw new InputError(`history store ${store}: no such folder (passk-gate history add creates it)`);
    }
    if (entries.some((name) => RECORD_FILE.test(name))) {
      const fix = basename(resolve(store)) === RECORDS_FOLDER ? `give the store, --store ${dirname(store)}` : `a store keeps them in ${join(store, RECORDS_FOLDER)}`;
      throw new InputError(`history store ${store}: holds history records itself: ${fix}`);
    }
    return [];
  }
  const records = [];
  for (const name of names.filter((n) => n.endsWith(".json")).sort()) {
    const file = join(folder, name);
    records.push({ file, record: parseRecord(await readJsonFile(file), file) });
  }
  return records.sort((a, b) => a.record.time < b.record.time ? -1 : a.record.time > b.record.time ? 1 : 0);
}
async function addRecord(store, record) {
  const known = await exists(store, "anything") ? await readStore(store) : [];
  const same = known.find((r) => r.record.commit === record.commit && r.record.name === record.name);
  if (same !== void 0) return { file: same.file, added: false };
  const folder = join(store, RECORDS_FOLDER);
  const file = join(folder, recordFileName(record));
  try {
    await mkdir(folder, { recursive: true });
    await writeFile(file, recordJson(record), { flag: "wx" });
  } catch (error) {
    if (error.code === "EEXIST") {
      const other = parseRecord(await readJsonFile(file), file).name;
      if (other !== record.name) {
        throw new InputError(
          `${file}: the series ${quoted(record.name, 80)} and ${quoted(other, 80)} both make this file name (it keeps only a name's letters and digits, lower-case, the first 40), and the store has ${quoted(other, 80)} at this commit and time: give the series a name that differs in its letters or digits`
        );
      }
      throw new InputError(`${file}: already holds another record; records are never overwritten`);
    }
    throw new InputError(`${file}: ${ioProblem(error)}`);
  }
  return { file, added: true };
}

export {
  RECORDS_FOLDER,
  nameSlug,
  recordFileName,
  readStore,
  addRecord
};
