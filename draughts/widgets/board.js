// The board's front end: one keyboard stop with grid semantics, and a polite live region.
//
// The kernel (draughts/widgets/grid.py) owns every decision: it sends the layout
// ("rows": square numbers in reading order, 0 for a light square), how each square
// looks and is named ("cells"), and what to announce. This view only draws them and
// sends back {event: "click", square} and {event: "cancel"}. Arrow keys, Home and End
// move the focus inside the grid (a roving tabindex), Enter or Space clicks the
// focused square, Escape cancels a selection.

const SVG = "http://www.w3.org/2000/svg";
// Words through the page's message catalogue when it has one (the learner's view's app/messages.js); English otherwise.
const t = globalThis.draughtsMessages?.t ?? ((text, values) => text.replace(/\{(\w+)\}/g, (_, name) => values[name]));

function element(tag, className, attributes = {}) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  return node;
}

function render({ model, el }) {
  el.classList.add("draughts-board-view");
  const frame = element("div", "draughts-frame");
  const grid = element("div", "draughts-board", { role: "grid", "data-lm-suppress-shortcuts": "true" });
  const overlay = document.createElementNS(SVG, "svg");
  overlay.setAttribute("class", "draughts-overlay");
  overlay.setAttribute("aria-hidden", "true");
  const live = element("div", "draughts-announce", { role: "status", "aria-live": "polite", "aria-atomic": "true" });
  frame.append(grid, overlay);
  el.append(frame, live);

  const cells = new Map(); // square -> its element
  const places = new Map(); // square -> [row, column] as drawn
  let layout = []; // rows of square numbers, 0 for a light square
  let focused = 0; // the square holding the tab stop

  function build() {
    const hadFocus = grid.contains(document.activeElement);
    layout = model.get("rows");
    cells.clear();
    places.clear();
    const rows = layout.map((squares, r) => {
      const row = element("div", "draughts-row", { role: "row" });
      squares.forEach((square, c) => {
        if (square === 0) {
          row.append(element("div", "draughts-light", { "aria-hidden": "true" }));
          return;
        }
        const cell = element("div", "draughts-sq", { role: "gridcell", tabindex: "-1", "data-square": String(square) });
        cell.append(element("span", "draughts-focus", { "aria-hidden": "true" }));
        cells.set(square, cell);
        places.set(square, [r, c]);
        row.append(cell);
      });
      return row;
    });
    grid.replaceChildren(...rows);
    if (!cells.has(focused)) focused = layout.flat().find((square) => square !== 0) || 0;
    update();
    if (hadFocus) focus(focused);
  }

  function update() {
    const shown = model.get("cells");
    grid.className = model.get("board_class");
    grid.setAttribute("aria-label", model.get("label"));
    for (const [square, cell] of cells) {
      const view = shown[String(square)] || { classes: "", label: t("square {square}", { square }), selected: false };
      cell.className = `draughts-sq ${view.classes}`;
      cell.setAttribute("aria-label", view.label);
      cell.setAttribute("data-name", view.name || String(square));
      cell.setAttribute("aria-selected", view.selected ? "true" : "false");
      cell.tabIndex = square === focused ? 0 : -1;
    }
  }

  function drawArrows() {
    const size = layout.length || 1;
    overlay.setAttribute("viewBox", `0 0 ${size * 10} ${size * 10}`);
    const parts = [];
    for (const arrow of model.get("arrows")) {
      const points = arrow.squares.filter((square) => places.has(square)).map((square) => {
        const [r, c] = places.get(square);
        return `${c * 10 + 5},${r * 10 + 5}`;
      });
      if (points.length < 2) continue;
      const kind = String(arrow.kind || "hint").replace(/[^a-z-]/g, "");
      parts.push(
        `<polyline class="draughts-arrow draughts-arrow-${kind}" points="${points.join(" ")}" ` +
          `marker-end="url(#draughts-head-${kind})"/>`,
      );
    }
    const kinds = new Set(model.get("arrows").map((arrow) => String(arrow.kind || "hint").replace(/[^a-z-]/g, "")));
    const heads = [...kinds].map(
      (kind) =>
        `<marker id="draughts-head-${kind}" class="draughts-head draughts-arrow-${kind}" viewBox="0 0 4 4" ` +
        `refX="2.5" refY="2" markerWidth="2.6" markerHeight="2.6" orient="auto"><path d="M0,0 L4,2 L0,4 Z"/></marker>`,
    );
    overlay.innerHTML = `<defs>${heads.join("")}</defs>${parts.join("")}`;
  }

  function announce() {
    // Emptied first, so that the same words said twice are heard twice.
    live.textContent = "";
    const text = model.get("announcement");
    setTimeout(() => {
      live.textContent = text;
    }, 50);
  }

  function focus(square) {
    const cell = cells.get(square);
    if (!cell) return;
    focused = square;
    for (const [other, node] of cells) node.tabIndex = other === square ? 0 : -1;
    cell.focus();
  }

  function neighbour(square, key) {
    const [r, c] = places.get(square);
    const row = layout[r];
    const darks = (cells) => cells.filter((value) => value !== 0);
    if (key === "ArrowRight" || key === "ArrowLeft") {
      const order = layout.flat().filter((value) => value !== 0);
      const i = order.indexOf(square) + (key === "ArrowRight" ? 1 : -1);
      return order[Math.max(0, Math.min(order.length - 1, i))];
    }
    if (key === "Home") return darks(row)[0];
    if (key === "End") return darks(row).slice(-1)[0];
    const next = layout[r + (key === "ArrowDown" ? 1 : -1)];
    if (!next) return square;
    return next[c - 1] || next[c + 1] || square;
  }

  function clicked(square) {
    model.send({ event: "click", square });
  }

  grid.addEventListener("click", (event) => {
    const cell = event.target.closest(".draughts-sq");
    if (!cell) return;
    const square = Number(cell.dataset.square);
    focus(square);
    clicked(square);
  });
  grid.addEventListener("keydown", (event) => {
    const key = event.key;
    if (["ArrowRight", "ArrowLeft", "ArrowUp", "ArrowDown", "Home", "End"].includes(key)) {
      focus(neighbour(focused, key));
    } else if (key === "Enter" || key === " ") {
      clicked(focused);
    } else if (key === "Escape") {
      model.send({ event: "cancel" });
    } else {
      return;
    }
    event.preventDefault();
    event.stopPropagation();
  });
  grid.addEventListener("focusin", (event) => {
    const cell = event.target.closest(".draughts-sq");
    if (cell) focused = Number(cell.dataset.square);
  });

  const rebuild = () => {
    build();
    drawArrows();
  };
  model.on("change:rows", rebuild);
  model.on("change:cells", update);
  model.on("change:label", update);
  model.on("change:board_class", update);
  model.on("change:arrows", drawArrows);
  model.on("change:announcements", announce);
  rebuild();
  live.textContent = model.get("announcement");
  return () => {
    model.off("change:rows", rebuild);
    model.off("change:cells", update);
    model.off("change:label", update);
    model.off("change:board_class", update);
    model.off("change:arrows", drawArrows);
    model.off("change:announcements", announce);
  };
}

export default { render };
