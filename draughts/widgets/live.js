// A line of text that screen readers announce when it changes: a permanent polite live region.
// The kernel (draughts/widgets/live.py) sets "value" (HTML it wrote itself) and counts in
// "said" how often it was set, so the same words set twice are announced twice.

function render({ model, el }) {
  const region = document.createElement("div");
  region.className = "draughts-live";
  region.setAttribute("role", "status");
  region.setAttribute("aria-live", "polite");
  el.append(region);
  region.innerHTML = model.get("value");
  const show = () => {
    region.innerHTML = "";
    setTimeout(() => {
      region.innerHTML = model.get("value");
    }, 50);
  };
  model.on("change:said", show);
  return () => model.off("change:said", show);
}

export default { render };
