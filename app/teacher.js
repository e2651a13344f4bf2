// The teacher's page (teacher.html): one lesson's stages on the class board, for a projector.
//
// The lesson is picked by number and title from course.json (every lesson with stages)
// and kept in the address, teacher.html#<lesson key>, so a bookmark opens it again.
// Python starts as in the learner's view (python.js: the same runtime, wheels and saved
// files) and shows draughts.widgets.ClassBoard for the lesson, with teams on. The class
// board hears its own keys (keys.js) while the focus is in it; a presenter clicker sends
// its keys to whatever has the focus, so presenter keys pressed elsewhere on the page are
// passed on to the class board (on the lesson picker, only the clicker's Page Up and
// Page Down: its arrow keys choose the lesson).

import { t } from "./messages.js";
import { startPython } from "./python.js";

// What the page says, in one place; every sentence goes through the catalogue (messages.js).
const TEXT = {
  lessonTitle: (lesson) =>
    t("Class board: lesson {number}, {title} – Draughts lessons", { number: lesson.number, title: lesson.title }),
  option: (lesson) => t("Lesson {number}: {title}", { number: lesson.number, title: lesson.title }),
  starting: (step, of, text) => t("Getting the class board ready ({step} of {of}): {text}", { step, of, text }),
  waiting: (lesson) =>
    t("Lesson {number}: {title}. The class board is getting ready…", { number: lesson.number, title: lesson.title }),
  progress: () => t("getting the class board ready"),
  ready: (lesson) => t("Lesson {number} is on the class board.", { number: lesson.number }),
  failed: () => t("The class board could not start in this browser. Try reloading the page."),
  cellFailed: () => t("The class board could not be shown for this lesson."),
};

const PRESENTER_KEYS = new Set(["ArrowRight", "ArrowLeft", "PageDown", "PageUp", " ", "Escape"]);
const CLICKER_KEYS = new Set(["PageDown", "PageUp"]);
const CONTROLS = "input, textarea, select, button, [contenteditable='true']";

const main = document.getElementById("tp-main");
const status = document.getElementById("tp-status");
const picker = document.getElementById("tp-lesson");
const state = { lessons: [], route: 0, step: [0, 6, ""] };

function element(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

// The Python code that shows a lesson's class board (its key is checked against course.json).
function classBoardCode(key) {
  return `from draughts.widgets import ClassBoard\n\nClassBoard(${JSON.stringify(key)}, teams=True)`;
}

function python() {
  return startPython((step, of, text) => {
    state.step = [step, of, text];
    for (const bar of main.querySelectorAll(".lv-loading progress")) bar.value = step;
    if (step < of) status.textContent = TEXT.starting(step, of, text);
  });
}

function waiting(lesson) {
  const box = element("div", "lv-loading tp-loading");
  box.append(element("span", "lv-loading-title", TEXT.waiting(lesson)));
  const bar = element("progress");
  bar.max = state.step[1];
  bar.value = state.step[0];
  bar.setAttribute("aria-label", TEXT.progress());
  box.append(bar);
  return box;
}

// The lesson named in the address, or the first lesson with stages.
function chosen() {
  const key = decodeURIComponent(location.hash.slice(1));
  return state.lessons.find((lesson) => lesson.key === key) || state.lessons[0];
}

async function show() {
  const mine = ++state.route;
  const lesson = chosen();
  picker.value = lesson.key;
  document.title = TEXT.lessonTitle(lesson);
  main.dataset.lesson = lesson.key;
  main.dataset.state = "loading";
  main.replaceChildren(waiting(lesson));
  let ready;
  try {
    ready = await python();
  } catch {
    main.replaceChildren(element("p", "lv-error", TEXT.failed()));
    status.textContent = TEXT.failed();
    main.dataset.state = "failed";
    return;
  }
  if (mine !== state.route) return;
  ready.start();
  const result = await ready.run(classBoardCode(lesson.key));
  if (mine !== state.route) return;
  const shown = result.outputs.find((output) => output.widget !== undefined);
  if (result.error || !shown) {
    console.error(`class board for ${lesson.key} failed\n${result.detail || ""}`);
    main.replaceChildren(element("p", "lv-error", TEXT.cellFailed()));
    main.dataset.state = "failed";
    return;
  }
  const board = await ready.manager.view(shown.widget);
  if (mine !== state.route) return;
  main.replaceChildren(board);
  await listening(board.matches(".draughts-classboard") ? board : board.querySelector(".draughts-classboard"));
  if (mine !== state.route) return;
  main.dataset.state = "ready";
  status.textContent = TEXT.ready(lesson);
}

// Until the class board hears its keys: keys.js listens once the board is on the page, and
// marks it (data-lm-suppress-shortcuts, which also keeps JupyterLab's shortcuts off it).
function listening(board) {
  return new Promise((resolve) => {
    if (!board || board.hasAttribute("data-lm-suppress-shortcuts")) {
      resolve();
      return;
    }
    const observer = new MutationObserver(() => {
      if (!board.hasAttribute("data-lm-suppress-shortcuts")) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(board, { attributes: true, attributeFilter: ["data-lm-suppress-shortcuts"] });
  });
}

// A presenter key pressed outside the class board is the class board's.
function passOn(event) {
  const board = main.querySelector(".draughts-classboard");
  if (!board || event.defaultPrevented || !PRESENTER_KEYS.has(event.key)) return;
  if (event.altKey || event.ctrlKey || event.metaKey) return;
  const target = event.target instanceof Element ? event.target : null;
  if (target && board.contains(target)) return; // heard there (keys.js), or kept by one of its controls
  if (target && target.closest(CONTROLS) && !CLICKER_KEYS.has(event.key)) return;
  const passed = new KeyboardEvent("keydown", { key: event.key, bubbles: true, cancelable: true });
  if (!board.dispatchEvent(passed)) event.preventDefault();
}

async function start() {
  const lessons = await (await fetch("course.json")).json();
  state.lessons = lessons.filter((lesson) => lesson.stages.length);
  picker.replaceChildren(
    ...state.lessons.map((lesson) => Object.assign(element("option", "", TEXT.option(lesson)), { value: lesson.key })),
  );
  picker.disabled = false;
  picker.addEventListener("change", () => {
    location.hash = picker.value;
  });
  document.addEventListener("keydown", passOn);
  window.addEventListener("hashchange", show);
  await show();
}

start();
