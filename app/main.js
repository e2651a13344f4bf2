// The learner's view: the course map at #/ and each lesson at #/lesson/<notebook stem>, in one page.
//
// The map is drawn from course.json and the stars stored in IndexedDB, before Python is
// ready; Python starts in the background at once and serves every lesson. A lesson's
// prose and stored pictures come from lessons/<stem>.json and show at once; its cells
// then run in order and their widgets take the places kept for them.

import { parseProgress, starsOf, stageName, starsText, storedDocuments } from "./progress.js";
import { startPython } from "./python.js";
import { t, tn } from "./messages.js";

const main = document.getElementById("lv-main");
const status = document.getElementById("lv-status");
const lessonNav = document.getElementById("lv-lesson-nav");
const labLink = document.getElementById("lv-lab-link");
const state = { course: null, python: null, step: [0, 5, t("Starting Python…")], route: 0 };
window.learnersView = { progress: [] };

function element(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

// A translated sentence with elements in its {placeholders}: its text and those elements, in order.
function sentence(text, nodes) {
  return text.split(/\{([A-Za-z_]+)\}/).map((part, index) => (index % 2 ? nodes[part] : part)).filter((part) => part !== "");
}

function link(href, text, className) {
  const node = element("a", className, text);
  node.href = href;
  return node;
}

async function course() {
  if (!state.course) state.course = (await fetch("course.json")).json();
  return state.course;
}

// -- Python, started once -------------------------------------------------------------

function python() {
  return startPython((step, of, text) => {
    state.step = [step, of, text];
    for (const bar of document.querySelectorAll(".lv-loading progress")) bar.value = step;
    for (const line of document.querySelectorAll(".lv-loading-text")) line.textContent = t("Getting the board ready: {step}", { step: text });
    status.textContent =
      step === of ? t("The lessons are ready.") : t("Getting the lessons ready ({done} of {total}): {step}", { done: step, total: of, step: text });
  });
}

// The place kept for a board: what it will be (a stage's goal and stars), and how far Python has got.
function loading(title, stars) {
  const box = element("div", "lv-loading");
  box.append(element("span", "lv-loading-title", title));
  if (stars !== undefined) {
    const shown = element("span", "lv-loading-stars", starsText(stars));
    shown.setAttribute("aria-label", stars ? t("{stars} of 3 stars", { stars }) : t("not solved yet"));
    box.append(" ", shown);
  }
  const line = element("span", "lv-loading-text", t("Getting the board ready: {step}", { step: state.step[2] }));
  const bar = element("progress");
  bar.max = state.step[1];
  bar.value = state.step[0];
  bar.setAttribute("aria-label", t("getting the board ready"));
  box.append(line, bar);
  return box;
}

// -- stars ----------------------------------------------------------------------------

async function documents() {
  if (state.python) return [parseProgress(state.python.progressBytes())];
  return storedDocuments();
}

function lessonStars(lesson, stars) {
  const earned = lesson.stages.reduce((sum, stage) => sum + stars.get(stage.id), 0);
  return [earned, 3 * lesson.stages.length];
}

// -- the home page: the course map ----------------------------------------------------

async function home(route) {
  const lessons = await course();
  const map = mapSection(lessons, await documents());
  if (route !== state.route) return;
  document.title = t("Draughts lessons");
  lessonNav.replaceChildren();
  labLink.href = "../lab/index.html?path=00-welcome.ipynb";
  labLink.textContent = t("Open the lessons as notebooks in JupyterLab");
  const page = element("div", "lv-home");
  const title = element("h1", "", t("Draughts lessons"));
  title.tabIndex = -1;
  const intro = t(
    "Learn the rules of draughts (checkers) on boards you play. Each lesson is a few small puzzles; you earn up to three stars on each, and they stay on this device.",
  );
  page.append(title, element("p", "lv-intro", intro), map, codeSection());
  main.replaceChildren(page);
}

// The map of the course: each lesson, its stages and their stars.
function mapSection(lessons, docs) {
  const stars = starsOf(docs, lessons.flatMap((lesson) => lesson.stages));
  const map = element("ol", "lv-map");
  window.learnersView.progress = [];
  for (const lesson of lessons) {
    const [earned, available] = lessonStars(lesson, stars);
    window.learnersView.progress.push(available ? Math.round((100 * earned) / available) : 0);
    const item = element("li", "lv-map-lesson");
    const open = link(`#/lesson/${lesson.stem}`, "", "lv-map-link");
    open.append(element("span", "lv-map-number", t("Lesson {number}", { number: lesson.number })), " ", element("span", "lv-map-title", lesson.title));
    item.append(open);
    if (lesson.stages.length) {
      const summary = element("p", "lv-map-summary", tn("{earned} of {count} star", "{earned} of {count} stars", available, { earned }));
      const tiles = element("ol", "lv-map-stages");
      tiles.setAttribute("aria-label", t("stages of lesson {number}", { number: lesson.number }));
      lesson.stages.forEach((stage, index) => {
        const count = stars.get(stage.id);
        const tile = element("li", count ? "lv-map-stage lv-solved" : "lv-map-stage");
        tile.title = stage.practice ? t("against the computer: {goal}", { goal: stage.goal }) : stage.goal;
        const hidden = element("span", "lv-visually-hidden", stageName(index + 1, count));
        const shown = element("span", "lv-map-stars", starsText(count));
        shown.setAttribute("aria-hidden", "true");
        tile.append(hidden, shown);
        tiles.append(tile);
      });
      item.append(summary, tiles);
    }
    map.append(item);
  }
  const section = element("section", "lv-map-section");
  section.setAttribute("aria-labelledby", "lv-map-heading");
  const heading = element("h2", "", t("The lessons"));
  heading.id = "lv-map-heading";
  section.append(heading, map);
  return section;
}

// The progress code: take the stars to another device, or bring them here.
function codeSection() {
  const section = element("section", "lv-codes");
  section.setAttribute("aria-labelledby", "lv-codes-heading");
  const heading = element("h2", "", t("Your progress code"));
  heading.id = "lv-codes-heading";
  const about = element(
    "p",
    "",
    t(
      "Your stars are kept in this browser. To take them to another device, or to send them to your teacher, make your progress code; on the other device, paste it below.",
    ),
  );
  const said = element("p", "lv-code-message");
  said.setAttribute("role", "status");

  const makeForm = element("form", "lv-code-form");
  const nameLabel = element("label", "", t("Your name"));
  nameLabel.htmlFor = "lv-name";
  const name = element("input");
  name.id = "lv-name";
  name.autocomplete = "name";
  const make = element("button", "lv-button lv-button-primary", t("Make my progress code"));
  make.type = "submit";
  const codeLabel = element("label", "", t("Your code"));
  codeLabel.htmlFor = "lv-code";
  const code = element("textarea", "lv-code");
  code.id = "lv-code";
  code.readOnly = true;
  code.rows = 2;
  const made = element("div", "lv-field");
  made.hidden = true;
  made.append(codeLabel, code);
  makeForm.append(nameLabel, name, make, made);

  const useForm = element("form", "lv-code-form");
  const pasteLabel = element("label", "", t("A code from another device"));
  pasteLabel.htmlFor = "lv-paste";
  const paste = element("textarea", "lv-code");
  paste.id = "lv-paste";
  paste.rows = 2;
  const use = element("button", "lv-button", t("Add its stars here"));
  use.type = "submit";
  useForm.append(pasteLabel, paste, use);

  async function withPython(action) {
    if (!state.python) said.textContent = t("One moment: the lessons are still loading…");
    const ready = await python();
    said.textContent = action(ready);
  }
  makeForm.addEventListener("submit", (event) => {
    event.preventDefault();
    withPython((ready) => {
      const result = ready.call(ready.function("draughts.app.codes", "export_code"), name.value);
      if (result.code) {
        code.value = result.code;
        made.hidden = false;
        code.select();
      }
      ready.saveProgress();
      return result.message;
    });
  });
  useForm.addEventListener("submit", (event) => {
    event.preventDefault();
    withPython((ready) => {
      const result = ready.call(ready.function("draughts.app.codes", "import_code"), paste.value);
      ready.saveProgress().then(async () => {
        const map = document.querySelector(".lv-map-section");
        if (map) map.replaceWith(mapSection(await course(), await documents()));
        fillName(ready);
      });
      return result.message;
    });
  });
  // The name kept in the progress file, once Python has read it.
  function fillName(ready) {
    const document = parseProgress(ready.progressBytes());
    const learner = document && (document.learners || {})[document.current];
    if (learner && learner.name && !name.value) name.value = learner.name;
  }
  python().then(fillName, () => {});
  section.append(heading, about, makeForm, useForm, said);
  return section;
}

// -- a lesson -------------------------------------------------------------------------

function output(shown) {
  if (shown.text !== undefined) return element("pre", "lv-text", shown.text);
  const box = element("div", "lv-picture");
  const mime = shown.mime || {};
  box.innerHTML = mime["image/svg+xml"] || mime["text/html"] || "";
  return box;
}

async function drawOutputs(ready, outputs) {
  const nodes = [];
  for (const shown of outputs) {
    if (shown.widget !== undefined) nodes.push(await ready.manager.view(shown.widget));
    else nodes.push(output(shown));
  }
  return nodes;
}

function lessonNavigation(lessons, index) {
  const items = [];
  if (index > 0) items.push(link(`#/lesson/${lessons[index - 1].stem}`, t("← Lesson {number}", { number: lessons[index - 1].number })));
  items.push(link("#/", t("All lessons")));
  if (index + 1 < lessons.length) items.push(link(`#/lesson/${lessons[index + 1].stem}`, t("Lesson {number} →", { number: lessons[index + 1].number })));
  lessonNav.replaceChildren(...items);
}

function endOfLesson(lessons, index) {
  const lesson = lessons[index];
  const section = element("section", "lv-end");
  section.setAttribute("aria-labelledby", "lv-end-heading");
  const heading = element("h2", "", t("End of lesson {number}", { number: lesson.number }));
  heading.id = "lv-end-heading";
  heading.tabIndex = -1;
  const stars = element("p", "lv-end-stars");
  section.append(heading, stars);
  const next = lessons[index + 1];
  if (next) section.append(link(`#/lesson/${next.stem}`, t("Next lesson: {title} →", { title: next.title }), "lv-button lv-button-primary lv-next-lesson"));
  else section.append(element("p", "", t("That was the last lesson of the course. Well done!")));
  section.append(" ", link("#/", t("All lessons"), "lv-button"));
  return section;
}

async function showEndStars(section, lesson) {
  const stars = starsOf(await documents(), lesson.stages);
  const [earned, available] = lessonStars(lesson, stars);
  const line = section.querySelector(".lv-end-stars");
  line.textContent = available
    ? tn("You have {earned} of {count} star in this lesson.", "You have {earned} of {count} stars in this lesson.", available, { earned })
    : t("This lesson has no stages to earn stars on.");
}

// Coming back to a lesson: one tap to the first stage not solved yet.
function continueButton(cell, number) {
  const button = element("button", "lv-button lv-button-primary lv-continue", t("Go on with stage {number} ↓", { number }));
  button.type = "button";
  button.addEventListener("click", () => {
    const heading = cell.querySelector(".draughts-goal") || cell;
    heading.tabIndex = -1;
    cell.scrollIntoView({ block: "start" });
    heading.focus({ preventScroll: true });
  });
  return button;
}

// After a stage is solved, the next stage is one tap away.
function offerNextStage(article) {
  const observer = new MutationObserver(() => {
    for (const solved of article.querySelectorAll(".lv-cell .draughts-stage .draughts-solved")) {
      const cell = solved.closest(".lv-cell");
      if (cell.querySelector(".lv-next-stage")) continue;
      const cells = [...article.querySelectorAll(".lv-cell, .lv-end")];
      const target = cells.slice(cells.indexOf(cell) + 1).find((each) => each.matches(".lv-end") || each.querySelector(".draughts-stage"));
      if (!target) continue;
      const button = element("button", "lv-button lv-button-primary lv-next-stage", target.matches(".lv-end") ? t("To the end of the lesson ↓") : t("Next stage ↓"));
      button.type = "button";
      button.addEventListener("click", () => {
        const heading = target.matches(".lv-end") ? target.querySelector("h2") : target.querySelector(".draughts-goal") || target;
        heading.tabIndex = -1;
        target.scrollIntoView({ block: "start" });
        heading.focus({ preventScroll: true });
      });
      cell.append(button);
    }
  });
  observer.observe(article, { subtree: true, childList: true, characterData: true });
  return observer;
}

async function lessonPage(route, stem) {
  const lessons = await course();
  const index = lessons.findIndex((lesson) => lesson.stem === stem);
  if (index < 0) {
    main.replaceChildren(element("h1", "", t("No such lesson")), link("#/", t("See all the lessons")));
    return;
  }
  const lesson = lessons[index];
  const data = await (await fetch(`lessons/${stem}.json`)).json();
  if (route !== state.route) return;
  document.title = t("Lesson {number}: {title} – Draughts lessons", { number: lesson.number, title: lesson.title });
  lessonNavigation(lessons, index);
  const article = element("article", "lv-lesson");
  article.dataset.lesson = stem;
  article.dataset.state = "running";
  const notebook = `../lab/index.html?path=${data.notebook}`;
  labLink.href = notebook;
  labLink.textContent = t("Open this lesson as a notebook in JupyterLab");
  const stars = starsOf(await documents(), lesson.stages);
  if (route !== state.route) return;
  const places = [];
  let current = null; // the first stage not solved yet, where a learner coming back goes on
  for (const cell of data.cells) {
    if (cell.html !== undefined) {
      const prose = element("div", "lv-prose");
      prose.innerHTML = cell.html;
      article.append(prose);
      continue;
    }
    const box = element("div", "lv-cell");
    const number = cell.stage ? lesson.stages.findIndex((stage) => stage.id === `${lesson.key}/${cell.stage}`) : -1;
    if (cell.stored.length) box.append(...cell.stored.map(output));
    else if (number >= 0) {
      const stage = lesson.stages[number];
      const heading = stage.practice
        ? t("Stage {number}, against the computer: {goal}", { number: number + 1, goal: stage.goal })
        : t("Stage {number}: {goal}", { number: number + 1, goal: stage.goal });
      box.append(loading(heading, stars.get(stage.id)));
      if (!current && !stars.get(stage.id)) current = [box, number + 1];
    } else if (cell.waits) box.append(loading(t("A board or a question")));
    article.append(box);
    places.push([cell.code, box]);
  }
  const end = endOfLesson(lessons, index);
  article.append(end);
  if (current && [...stars.values()].some(Boolean)) article.querySelector("h1")?.after(continueButton(...current));
  if (lesson.key === "explore") {
    // The lesson on exploring the differences is about code: it says where the code is at its top.
    const lab = element("p", "lv-explorers");
    const open = link(notebook, t("open the lesson as a notebook in JupyterLab"));
    lab.append(...sentence(t("This lesson explores the rules with a little code. To read and change it, {link}."), { link: open }));
    article.querySelector("h1")?.after(lab);
  }
  main.replaceChildren(article);
  const heading = article.querySelector("h1");
  if (heading) heading.tabIndex = -1;
  window.scrollTo(0, 0);
  showEndStars(end, lesson);
  const observer = offerNextStage(article);

  let ready;
  try {
    ready = await python();
  } catch {
    for (const waiting of article.querySelectorAll(".lv-loading")) {
      waiting.replaceChildren(element("p", "lv-error", t("The boards could not be loaded in this browser. Try reloading the page.")));
    }
    article.dataset.state = "failed";
    return;
  }
  if (route !== state.route) return;
  ready.start();
  for (const [source, box] of places) {
    const result = await ready.run(source);
    if (route !== state.route) return;
    const nodes = await drawOutputs(ready, result.outputs);
    if (result.error) {
      console.error(`lesson ${stem}: a cell failed\n${result.detail}`);
      nodes.push(element("p", "lv-error", result.error));
    }
    box.replaceChildren(...nodes);
  }
  const refresh = () => showEndStars(end, lesson);
  const stop = ready.onProgressSaved(refresh);
  window.addEventListener("hashchange", () => {
    stop();
    observer.disconnect();
  }, { once: true });
  await refresh();
  article.dataset.state = "ready";
}

// -- routing --------------------------------------------------------------------------

async function route() {
  const mine = ++state.route;
  const match = location.hash.match(/^#\/lesson\/([a-z0-9-]+)$/);
  document.body.dataset.page = match ? "lesson" : "home";
  if (match) await lessonPage(mine, match[1]);
  else await home(mine);
  const heading = main.querySelector("h1");
  if (heading && mine > 1) heading.focus({ preventScroll: true });
}

window.addEventListener("hashchange", route);
route().then(() => {
  python().then(
    (ready) => {
      state.python = ready;
    },
    () => {
      status.textContent = t("The lessons could not start in this browser: their boards cannot be played here.");
    },
  );
});
