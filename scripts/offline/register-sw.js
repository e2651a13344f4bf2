// Keep the course working offline: register the service worker beside this file.
//
//   <script type="module" src="register-sw.js"></script>
//
// The page's <html> element says how it stands in data-offline:
//   "unavailable"  the browser has no service worker here (plain http other than localhost,
//                  private windows of some browsers): the page works online only;
//   "saving"       the first visit: the files are being saved;
//   "ready"        every file is saved: the course opens with no network;
//   "failed"       the files could not be saved (the worker failed to install).
//
// When a new build takes over an open page, the page reloads once so that it shows the new
// build whole. Each load asks for a new build, so a learner online gets it with that visit.

const root = document.documentElement;

function show(state) {
  root.dataset.offline = state;
}

function watch(worker, ours) {
  worker?.addEventListener("statechange", () => {
    if (worker.state === "redundant" && !ours()) show("failed");
  });
}

async function register() {
  const container = globalThis.navigator?.serviceWorker;
  if (!container) {
    show("unavailable");
    return;
  }
  const script = new URL("sw.js", import.meta.url);
  // A worker of a wider scope (JupyterLite's, at the site's root) may hold the page until ours takes over.
  const ours = () => container.controller?.scriptURL === script.href;
  const controlled = ours();
  let reloading = false;
  container.addEventListener("controllerchange", () => {
    if (!controlled) {
      if (ours()) show("ready");
    } else if (!reloading) {
      reloading = true;
      location.reload();
    }
  });
  show(controlled ? "ready" : "saving");
  let registration;
  try {
    registration = await container.register(script, {
      scope: new URL("./", import.meta.url).href,
    });
  } catch {
    registration = null;
  }
  if (!registration) {
    show("unavailable"); // refused, or blocked by the browser's settings
    return;
  }
  if (controlled) {
    // Look for a new build now, rather than when the browser gets round to it: a learner who
    // is online gets it with this visit's reload. Offline, the check fails and nothing changes.
    registration.update().catch(() => {});
    return;
  }
  if (registration.active && !registration.installing && !registration.waiting) {
    show("ready"); // saved earlier; this load bypassed the worker (a forced reload)
    return;
  }
  watch(registration.installing || registration.waiting, ours);
  registration.addEventListener("updatefound", () => watch(registration.installing, ours));
}

register();
