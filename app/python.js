// Python in the page: Pyodide from the site's own copy, the course's wheels, the progress
// store on IndexedDB, and the bridge that carries the widgets' messages both ways.
//
// startPython() starts it once (the home page calls it as soon as it is shown) and every
// lesson reuses it. document.documentElement.dataset.python says "loading", "ready" or
// "failed"; tests and benchmarks wait on it.

import { PROGRESS_FILE, PROGRESS_MOUNT } from "./progress.js";
import { t } from "./messages.js";
import { WidgetManager } from "./widgets.js";

const SETUP = `
import os
os.environ["DRAUGHTS_PROGRESS"] = "${PROGRESS_FILE}"
os.environ["JUPYTER_WIDGETS_ECHO"] = "0"
from draughts.app.bridge import Bridge
from draughts.app.cells import Runner
bridge = Bridge(send_to_page)
bridge.install()
runner = Runner()
import ipywidgets
import draughts.widgets.stage
`;

const STEPS = 6;
let started = null;

function nextPaint() {
  // Let the browser draw what has changed before Python runs again.
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, 100);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      }, 0),
    );
  });
}

class Python {
  constructor(pyodide, manager) {
    this.pyodide = pyodide;
    this.manager = manager;
    this.queue = Promise.resolve();
    this.savedAt = this.fileTime();
    this.listeners = new Set();
    this.deliver = pyodide.globals.get("bridge").deliver;
    this.runner = pyodide.globals.get("runner");
  }

  // Hand a message from a widget on the page to Python, after the page has drawn what it has.
  toPython(text) {
    this.queue = this.queue.then(async () => {
      await nextPaint();
      try {
        await this.deliver(text);
      } catch (error) {
        console.error("a widget's message could not be handled", error);
      }
      await this.saveProgress();
    });
    return this.queue;
  }

  // Begin a lesson: a fresh namespace, the previous lesson's widgets closed.
  start() {
    this.runner.start();
  }

  // Run one cell; its outputs as the page draws them (see draughts/app/cells.py).
  async run(source) {
    await this.queue;
    const result = this.call(this.runner.run, source);
    await this.saveProgress();
    return result;
  }

  // Call a Python function that returns a dict, and have the dict as a plain object.
  call(method, ...args) {
    const proxy = method(...args);
    const value = proxy.toJs({ dict_converter: Object.fromEntries });
    proxy.destroy();
    return value;
  }

  // A function of a module of the package (e.g. "draughts.app.codes", "export_code").
  function(module, name) {
    return this.pyodide.pyimport(module)[name];
  }

  fileTime() {
    try {
      return this.pyodide.FS.stat(PROGRESS_FILE).mtime.valueOf();
    } catch {
      return null;
    }
  }

  // Copy the progress store to IndexedDB when Python has written it since the last time.
  async saveProgress() {
    const time = this.fileTime();
    if (time === this.savedAt) return;
    this.savedAt = time;
    await syncfs(this.pyodide, false);
    for (const listener of this.listeners) listener();
  }

  onProgressSaved(listener) {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  progressBytes() {
    try {
      return this.pyodide.FS.readFile(PROGRESS_FILE);
    } catch {
      return null;
    }
  }
}

function syncfs(pyodide, populate) {
  return new Promise((resolve, reject) => pyodide.FS.syncfs(populate, (error) => (error ? reject(error) : resolve())));
}

async function boot(report) {
  const config = await (await fetch("python.json")).json();
  const runtime = new URL(config.runtime, location.href).href;
  report(1, t("Starting Python…"));
  const wheels = config.wheels.map(async (name) => {
    const response = await fetch(runtime + name);
    if (!response.ok) throw new Error(`${name}: ${response.status}`);
    return response.arrayBuffer();
  });
  const { loadPyodide } = await import(`${runtime}pyodide.mjs`);
  const pyodide = await loadPyodide({ indexURL: runtime, stdout: (line) => console.log(line), stderr: (line) => console.warn(line) });
  report(2, t("Installing the lessons…"));
  const sitePackages = pyodide.runPython("import site; site.getsitepackages()[0]");
  for (const wheel of await Promise.all(wheels)) pyodide.unpackArchive(wheel, "wheel", { extractDir: sitePackages });
  report(3, t("Finding your stars…"));
  pyodide.FS.mkdirTree(PROGRESS_MOUNT);
  pyodide.FS.mount(pyodide.FS.filesystems.IDBFS, {}, PROGRESS_MOUNT);
  await syncfs(pyodide, true);
  if (config.catalogue) {
    // The package speaks the page's language: its catalogue, from beside the page.
    const path = `/${config.catalogue}`;
    pyodide.FS.mkdirTree(path.slice(0, path.lastIndexOf("/")));
    pyodide.FS.writeFile(path, await (await fetch(config.catalogue)).text());
    pyodide.globals.set("catalogue_path", path);
    pyodide.runPython("from pathlib import Path\nfrom draughts.core.messages import set_language\nset_language(Path(catalogue_path))");
  }
  report(4, t("Loading the widgets…"));
  await pyodide.runPythonAsync("from draughts.app.ipython import install\ninstall()\nimport ipywidgets");
  report(5, t("Loading the boards…"));
  let python;
  const manager = new WidgetManager((text) => python.toPython(text));
  pyodide.globals.set("send_to_page", (text) => manager.receive(text));
  await pyodide.runPythonAsync(SETUP);
  python = new Python(pyodide, manager);
  report(6, t("Ready."));
  return python;
}

// Start Python once; *report(step, of, text)* hears how far it has got.
export function startPython(report = () => {}) {
  if (!started) {
    document.documentElement.dataset.python = "loading";
    const step = (number, text) => {
      performance.mark(`python ${number}: ${text}`); // for benchmarks/learners_view.py
      report(number, STEPS, text);
    };
    started = boot(step).then(
      (python) => {
        document.documentElement.dataset.python = "ready";
        return python;
      },
      (error) => {
        document.documentElement.dataset.python = "failed";
        console.error("Python could not start", error, String(error.message));
        throw error;
      },
    );
  }
  return started;
}
