// The page's words through the message catalogue: t for a sentence with {named} places, and tn
// for one that counts, as the package's _ and n_ in Python (scripts/site_messages.py says how to mark them).
//
// The build (scripts/learners_view.py, with scripts/site_messages.py) puts the language's messages in the page, as JSON in
// <script type="application/json" id="lv-messages">: {"language", "plural" (the catalogue's
// Plural-Forms expression in n), "messages" (English text -> its translation; a counted
// message is keyed "singular\u0000plural" and has a list of forms)}. English has none, and a
// message the catalogue lacks stays in English. The widgets' own scripts, which cannot import
// this module, find t and tn on globalThis.draughtsMessages.

const given = document.getElementById("lv-messages");
const catalogue = given ? JSON.parse(given.textContent) : { messages: {} };
// The build checks the expression with Python's gettext, which accepts C's arithmetic only.
const form = catalogue.plural ? new Function("n", `return Number(${catalogue.plural});`) : (n) => (n === 1 ? 0 : 1);

// *text* with its {placeholders} filled from *values*; {{ and }} stand for braces.
function fill(text, values) {
  return text.replace(/\{\{|\}\}|\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (found, name) =>
    name === undefined ? found[0] : String(values[name]),
  );
}

export function t(message, values = {}) {
  return fill(catalogue.messages[message] || message, values);
}

export function tn(singular, plural, count, values = {}) {
  const forms = catalogue.messages[`${singular}\u0000${plural}`];
  const english = count === 1 ? singular : plural;
  return fill((forms && forms[form(count)]) || english, { count, ...values });
}

globalThis.draughtsMessages = { t, tn };
