// The learner's stars, read without Python: straight from the progress file in IndexedDB.
//
// Python keeps the progress file (format version 2, see draughts/teaching/progress_file.py)
// at PROGRESS_FILE, on an Emscripten IDBFS mount: the database is named after the mount
// point, its object store is FILE_DATA, the key is the file's full path and the value
// {timestamp, mode, contents: Uint8Array}. Reading it here lets the home page show the
// stars before Python has started.

import { t } from "./messages.js";

export const PROGRESS_MOUNT = "/progress";
export const PROGRESS_FILE = `${PROGRESS_MOUNT}/draughts-progress.json`;
export const SIDE_FILE = `${PROGRESS_MOUNT}/draughts-progress.v2.json`;
const DATABASE_VERSION = 21; // the version Emscripten's IDBFS opens its databases with
const STORE = "FILE_DATA";

// The stored files' contents (path -> bytes), or an empty map when nothing was ever stored.
export function readStoredFiles(paths) {
  return new Promise((resolve) => {
    let request;
    try {
      request = indexedDB.open(PROGRESS_MOUNT, DATABASE_VERSION);
    } catch (error) {
      console.warn("no IndexedDB: the stars cannot be read before Python starts", error);
      resolve(new Map());
      return;
    }
    request.onupgradeneeded = () => {
      // The same store as IDBFS makes, so that Python's later mount finds it as its own.
      const store = request.result.objectStoreNames.contains(STORE)
        ? request.transaction.objectStore(STORE)
        : request.result.createObjectStore(STORE);
      if (!store.indexNames.contains("timestamp")) store.createIndex("timestamp", "timestamp", { unique: false });
    };
    request.onerror = () => resolve(new Map());
    request.onsuccess = () => {
      const db = request.result;
      const found = new Map();
      const transaction = db.transaction(STORE, "readonly");
      const store = transaction.objectStore(STORE);
      for (const path of paths) {
        const get = store.get(path);
        get.onsuccess = () => {
          if (get.result && get.result.contents) found.set(path, get.result.contents);
        };
      }
      transaction.oncomplete = () => {
        db.close();
        resolve(found);
      };
      transaction.onerror = () => {
        db.close();
        resolve(found);
      };
    };
  });
}

export function parseProgress(bytes) {
  if (!bytes) return null;
  try {
    const document = JSON.parse(new TextDecoder().decode(bytes).replace(/^\ufeff/, ""));
    return document && document.format === "draughts-progress" ? document : null;
  } catch {
    return null;
  }
}

// A stage's entries in a document's stages: under its id, and under the ids it had before it
// moved to another lesson (their stars still count).
function entriesOf(entries, stage) {
  return [stage.id, ...(stage.formerly || [])].map((key) => (entries || {})[key]).filter(Boolean);
}

// Stage id -> stars, by the format's rule for reading them: the current learner's entry
// counts when its version is the stage's and it is stamped no earlier than the last reset.
export function starsOf(documents, stages) {
  const stars = new Map(stages.map((stage) => [stage.id, 0]));
  for (const document of documents) {
    if (!document || document.version > 2) continue; // a later version's stars are in the side file
    if (document.version === 1) {
      for (const stage of stages) {
        for (const entry of entriesOf(document.stages, stage)) {
          if (entry.version === stage.version) stars.set(stage.id, Math.max(stars.get(stage.id), entry.stars | 0));
        }
      }
      continue;
    }
    const learner = (document.learners || {})[document.current];
    if (!learner) continue;
    const reset = Number.isInteger(learner.reset) ? learner.reset : 0;
    for (const stage of stages) {
      for (const entry of entriesOf(learner.stages, stage)) {
        if (entry.version !== stage.version) continue;
        const at = Number.isInteger(entry.at) ? entry.at : 1;
        const count = Number.isInteger(entry.stars) && entry.stars >= 0 && entry.stars <= 3 ? entry.stars : 0;
        if (at >= reset) stars.set(stage.id, Math.max(stars.get(stage.id), count));
      }
    }
  }
  return stars;
}

// The progress documents kept in IndexedDB (the file, and its side file when there is one).
export async function storedDocuments() {
  const files = await readStoredFiles([PROGRESS_FILE, SIDE_FILE]);
  return [parseProgress(files.get(PROGRESS_FILE)), parseProgress(files.get(SIDE_FILE))];
}

export function starsText(count) {
  return "★".repeat(count) + "☆".repeat(3 - count);
}

// A stage's tile in words, one whole sentence for each number of stars.
const NAMES = [
  (number) => t("stage {number}, not solved yet", { number }),
  (number) => t("stage {number}, one star of three", { number }),
  (number) => t("stage {number}, two stars of three", { number }),
  (number) => t("stage {number}, three stars of three", { number }),
];

export function stageName(number, count) {
  return NAMES[count](number);
}
