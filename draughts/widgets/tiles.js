// A lesson's stage tiles: one button per stage, showing its number and stars, named in words.
//
// The kernel (draughts/widgets/tiles.py) sends "tiles" (for each stage: its stars as
// drawn, its name in words, its title and whether it is the current one); this view
// draws them as buttons and sends back {event: "select", index} when one is pressed.

// Words through the page's message catalogue when it has one (the learner's view's app/messages.js); English otherwise.
const t = globalThis.draughtsMessages?.t ?? ((text) => text);

function render({ model, el }) {
  const row = document.createElement("div");
  row.className = "draughts-tiles";
  row.setAttribute("role", "group");
  row.setAttribute("aria-label", t("stages"));
  el.append(row);

  function draw() {
    const focused = [...row.children].indexOf(document.activeElement);
    const buttons = model.get("tiles").map((tile, index) => {
      const button = document.createElement("button");
      button.type = "button";
      button.className = tile.current ? "draughts-tile draughts-current" : "draughts-tile";
      button.setAttribute("aria-label", tile.name);
      if (tile.current) button.setAttribute("aria-current", "true");
      button.title = tile.title;
      const number = document.createElement("span");
      number.className = "draughts-tile-number";
      number.textContent = String(index + 1);
      const stars = document.createElement("span");
      stars.className = "draughts-tile-stars";
      stars.textContent = tile.stars;
      button.append(number, " ", stars);
      button.addEventListener("click", () => model.send({ event: "select", index }));
      return button;
    });
    row.replaceChildren(...buttons);
    if (focused >= 0 && buttons[focused]) buttons[focused].focus();
  }

  model.on("change:tiles", draw);
  draw();
  return () => model.off("change:tiles", draw);
}

export default { render };
