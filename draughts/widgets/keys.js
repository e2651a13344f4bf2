// The class board's keys: a presenter clicker or a keyboard steps through a lesson.
//
// The kernel (draughts/widgets/classboard.py) says what to show ("legend") and acts on
// {key: "next" | "previous" | "reveal" | "cancel"}. The keys are heard on the whole class
// board, not on the page: Right arrow or Page Down is "next", Left arrow or Page Up
// "previous", Space "reveal", Escape "cancel". The board's grid keeps its own keys (it
// stops them before they get here), a button keeps Space and Enter, and a text field
// every key.

const ACTIONS = {
  ArrowRight: "next",
  PageDown: "next",
  ArrowLeft: "previous",
  PageUp: "previous",
  " ": "reveal",
  Escape: "cancel",
};

function render({ model, el }) {
  el.classList.add("draughts-keys");
  const legend = document.createElement("div");
  legend.className = "draughts-keys-legend";
  legend.tabIndex = 0;
  legend.setAttribute("role", "group");
  legend.setAttribute("aria-keyshortcuts", "ArrowRight ArrowLeft PageDown PageUp Space Escape");
  el.append(legend);
  const draw = () => {
    legend.textContent = model.get("legend");
    legend.setAttribute("aria-label", model.get("label"));
  };

  const onKey = (event) => {
    const action = ACTIONS[event.key];
    if (!action || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.target instanceof Element ? event.target : null;
    if (target && target.closest("input, textarea, select, [contenteditable='true']")) return;
    if (target && (event.key === " " || event.key === "Enter") && target.closest("button")) return;
    event.preventDefault();
    event.stopPropagation();
    model.send({ key: action });
  };

  let scope = null;
  let tries = 0;
  const attach = () => {
    if (!el.isConnected && tries++ < 100) {
      setTimeout(attach, 50);
      return;
    }
    scope = el.closest(".draughts-classboard") || el;
    scope.setAttribute("data-lm-suppress-shortcuts", "true");
    scope.addEventListener("keydown", onKey);
  };
  attach();
  draw();
  model.on("change:legend", draw);
  model.on("change:label", draw);
  return () => {
    if (scope) scope.removeEventListener("keydown", onKey);
    model.off("change:legend", draw);
    model.off("change:label", draw);
  };
}

export default { render };
