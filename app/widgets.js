// The widgets on the page: models kept in step with Python's ipywidgets, and views drawn with plain HTML controls.
//
// Python's side (draughts/app/bridge.py) sends the Jupyter widget messages as JSON
// ("comm_open", "comm_msg" with "update" or "custom", "comm_close"); this module keeps a
// model per widget and draws it. The controls are the browser's own (button, select,
// input, fieldset and legend, label), so keyboard, touch and screen readers work as
// they do everywhere. anywidget's models (the board, the stage tiles, the live line)
// run their own ES module with anywidget's render({ model, el }) contract.

import { t } from "./messages.js";

const REFERENCE = "IPY_MODEL_";
let nextId = 0;

function element(tag, className, attributes = {}) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  return node;
}

// A widget's state, as anywidget and the views see it: get, set, save_changes, on, off, send.
class Model {
  constructor(manager, id, state) {
    this.manager = manager;
    this.id = id;
    this.state = state;
    this.listeners = new Map();
    this.changed = {};
    this.closed = false;
    this.widget_manager = manager;
  }

  get(name) {
    return this.state[name];
  }

  set(name, value) {
    this.state[name] = value;
    this.changed[name] = value;
    this.emit(`change:${name}`, this, value);
    this.emit("change", this);
  }

  save_changes() {
    const state = this.changed;
    this.changed = {};
    if (Object.keys(state).length) this.manager.toPython(this.id, { method: "update", state, buffer_paths: [] });
  }

  send(content, _callbacks, buffers = []) {
    this.manager.toPython(this.id, { method: "custom", content }, buffers);
  }

  on(event, callback) {
    for (const name of event.split(" ")) {
      if (!this.listeners.has(name)) this.listeners.set(name, new Set());
      this.listeners.get(name).add(callback);
    }
  }

  off(event, callback) {
    if (!event) {
      this.listeners.clear();
      return;
    }
    for (const name of event.split(" ")) {
      if (callback) this.listeners.get(name)?.delete(callback);
      else this.listeners.delete(name);
    }
  }

  emit(event, ...args) {
    for (const callback of [...(this.listeners.get(event) || [])]) {
      try {
        callback(...args);
      } catch (error) {
        console.error(`widget ${this.id}: a ${event} handler failed`, error);
      }
    }
  }

  update(state) {
    Object.assign(this.state, state);
    for (const [name, value] of Object.entries(state)) this.emit(`change:${name}`, this, value);
    this.emit("change", this);
  }

  // The model a state value refers to ("IPY_MODEL_<id>"), if any.
  ref(name) {
    const value = this.state[name];
    return typeof value === "string" && value.startsWith(REFERENCE) ? this.manager.models.get(value.slice(REFERENCE.length)) : undefined;
  }
}

function decode(buffers) {
  return (buffers || []).map((text) => {
    const bytes = Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
    return new DataView(bytes.buffer);
  });
}

function encode(buffers) {
  return (buffers || []).map((buffer) => {
    const bytes = buffer instanceof ArrayBuffer ? new Uint8Array(buffer) : new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
    let text = "";
    for (const byte of bytes) text += String.fromCharCode(byte);
    return btoa(text);
  });
}

// Layout traits to CSS: Python's snake_case names are CSS properties in kebab-case.
function applyLayout(model, node) {
  const layout = model.ref("layout");
  if (!layout) return () => {};
  const apply = () => {
    for (const [name, value] of Object.entries(layout.state)) {
      if (name.startsWith("_")) continue;
      const property = name.replace(/_/g, "-");
      if (value === null || value === undefined || value === "") node.style.removeProperty(property);
      else node.style.setProperty(property, String(value));
    }
  };
  apply();
  layout.on("change", apply);
  return () => layout.off("change", apply);
}

function applyClasses(model, node) {
  const apply = () => {
    for (const name of model.get("_dom_classes") || []) node.classList.add(name);
  };
  apply();
  model.on("change:_dom_classes", apply);
}

function description(model) {
  return model.get("description") || "";
}

function labelFor(model, control) {
  const label = element("label", "lv-description", { for: control.id });
  const style = model.ref("style");
  const update = () => {
    label.textContent = description(model);
    label.hidden = !description(model);
    const width = style && style.get("description_width");
    if (width && width !== "initial") label.style.width = width;
  };
  update();
  model.on("change:description", update);
  return label;
}

function syncDisabled(model, controls) {
  const update = () => {
    for (const control of controls) control.disabled = Boolean(model.get("disabled"));
  };
  update();
  model.on("change:disabled", update);
}

function tooltip(model, node) {
  const update = () => {
    const text = model.get("tooltip") || model.get("description_tooltip");
    if (text) node.title = text;
    else node.removeAttribute("title");
  };
  update();
  model.on("change:tooltip change:description_tooltip", update);
}

const VIEWS = {
  async BoxModel(model, manager) {
    const box = element("div", "lv-box");
    const drawn = new Map();
    let turn = 0;
    const draw = async () => {
      const mine = ++turn;
      const ids = (model.get("children") || []).map((ref) => ref.slice(REFERENCE.length));
      const nodes = await Promise.all(ids.map((id) => drawn.get(id) || manager.view(id)));
      if (mine !== turn) return;
      ids.forEach((id, index) => drawn.set(id, nodes[index]));
      box.replaceChildren(...nodes.filter(Boolean));
    };
    model.on("change:children", draw);
    await draw();
    return box;
  },

  async HTMLModel(model) {
    const node = element("div", "lv-html");
    const update = () => {
      node.innerHTML = model.get("value") || "";
    };
    update();
    model.on("change:value", update);
    return node;
  },

  async LabelModel(model) {
    const node = element("div", "lv-label");
    const update = () => {
      node.textContent = model.get("value") || "";
    };
    update();
    model.on("change:value", update);
    return node;
  },

  async ButtonModel(model) {
    const button = element("button", "lv-button", { type: "button" });
    const update = () => {
      button.textContent = description(model);
      const kind = model.get("button_style");
      button.className = kind ? `lv-button lv-button-${kind}` : "lv-button";
      const style = model.ref("style");
      if (style && style.get("font_weight")) button.style.fontWeight = style.get("font_weight");
    };
    update();
    model.on("change:description change:button_style", update);
    tooltip(model, button);
    syncDisabled(model, [button]);
    button.addEventListener("click", () => model.send({ event: "click" }));
    return button;
  },

  // A button that stays pressed or not (the class board's "teams"): a button with aria-pressed.
  async ToggleButtonModel(model) {
    const button = element("button", "lv-button lv-toggle", { type: "button" });
    const update = () => {
      button.textContent = description(model);
      button.setAttribute("aria-pressed", model.get("value") ? "true" : "false");
    };
    update();
    model.on("change:description change:value", update);
    tooltip(model, button);
    syncDisabled(model, [button]);
    button.addEventListener("click", () => {
      model.set("value", !model.get("value"));
      model.save_changes();
    });
    return button;
  },

  async TextModel(model, _manager, multiline = false) {
    const row = element("div", "lv-field");
    const input = multiline ? element("textarea", "lv-input", { rows: String(model.get("rows") || 4) }) : element("input", "lv-input", { type: "text" });
    input.id = `lv-control-${++nextId}`;
    const update = () => {
      if (input.value !== (model.get("value") || "")) input.value = model.get("value") || "";
      input.placeholder = model.get("placeholder") || "";
    };
    update();
    model.on("change:value change:placeholder", update);
    const commit = () => {
      model.set("value", input.value);
      model.save_changes();
    };
    input.addEventListener("input", () => {
      if (model.get("continuous_update")) commit();
    });
    input.addEventListener("change", commit);
    if (!multiline) {
      input.addEventListener("keydown", (event) => {
        if (event.key === "Enter") {
          commit();
          model.send({ event: "submit" });
        }
      });
    }
    syncDisabled(model, [input]);
    tooltip(model, input);
    row.append(labelFor(model, input), input);
    return row;
  },

  async TextareaModel(model, manager) {
    return VIEWS.TextModel(model, manager, true);
  },

  async DropdownModel(model) {
    const row = element("div", "lv-field");
    const select = element("select", "lv-select");
    select.id = `lv-control-${++nextId}`;
    const update = () => {
      const labels = model.get("_options_labels") || [];
      const index = model.get("index");
      const options = labels.map((text, i) => {
        const option = element("option", "", { value: String(i) });
        option.textContent = text;
        return option;
      });
      if (index === null || index === undefined) options.unshift(Object.assign(element("option", "", { value: "" }), { textContent: "" }));
      select.replaceChildren(...options);
      select.value = index === null || index === undefined ? "" : String(index);
    };
    update();
    model.on("change:_options_labels change:index", update);
    select.addEventListener("change", () => {
      model.set("index", select.value === "" ? null : Number(select.value));
      model.save_changes();
    });
    syncDisabled(model, [select]);
    tooltip(model, select);
    row.append(labelFor(model, select), select);
    return row;
  },

  async RadioButtonsModel(model) {
    const fieldset = element("fieldset", "lv-radios");
    const legend = element("legend", "lv-description");
    const group = `lv-radio-${++nextId}`;
    const update = () => {
      legend.textContent = description(model) || t("choose one");
      const index = model.get("index");
      const choices = (model.get("_options_labels") || []).map((text, i) => {
        const label = element("label", "lv-radio");
        const input = element("input", "", { type: "radio", name: group, value: String(i) });
        input.checked = i === index;
        input.disabled = Boolean(model.get("disabled"));
        input.addEventListener("change", () => {
          if (!input.checked) return;
          model.set("index", i);
          model.save_changes();
        });
        label.append(input, " ", text);
        return label;
      });
      fieldset.replaceChildren(legend, ...choices);
    };
    update();
    model.on("change:_options_labels change:index change:description change:disabled", update);
    return fieldset;
  },

  async CheckboxModel(model) {
    const label = element("label", "lv-checkbox");
    const input = element("input", "", { type: "checkbox" });
    const text = element("span");
    const update = () => {
      input.checked = Boolean(model.get("value"));
      text.textContent = description(model);
    };
    update();
    model.on("change:value change:description", update);
    input.addEventListener("change", () => {
      model.set("value", input.checked);
      model.save_changes();
    });
    syncDisabled(model, [input]);
    tooltip(model, label);
    label.append(input, " ", text);
    return label;
  },

  async IntProgressModel(model) {
    const row = element("div", "lv-field");
    const bar = element("progress", "lv-progress");
    bar.id = `lv-control-${++nextId}`;
    const update = () => {
      bar.max = model.get("max");
      bar.value = model.get("value") - model.get("min");
    };
    update();
    model.on("change:value change:min change:max", update);
    row.append(labelFor(model, bar), bar);
    if (!description(model)) bar.setAttribute("aria-label", t("progress"));
    return row;
  },

  async IntSliderModel(model) {
    const row = element("div", "lv-field");
    const input = element("input", "lv-slider", { type: "range" });
    input.id = `lv-control-${++nextId}`;
    const shown = element("output", "lv-slider-value", { for: input.id });
    const update = () => {
      input.min = model.get("min");
      input.max = model.get("max");
      input.step = model.get("step") || 1;
      input.value = model.get("value");
      shown.textContent = String(model.get("value"));
    };
    update();
    model.on("change:value change:min change:max change:step", update);
    input.addEventListener("change", () => {
      model.set("value", Number(input.value));
      model.save_changes();
    });
    syncDisabled(model, [input]);
    row.append(labelFor(model, input), input, shown);
    return row;
  },

  async AnyModel(model, manager) {
    const el = element("div", "lv-anywidget");
    const widget = await manager.module(model);
    manager.addStyle(model.get("_css"));
    if (!manager.initialized.has(model.id) && widget.initialize) {
      manager.initialized.add(model.id);
      await widget.initialize({ model });
    }
    if (widget.render) await widget.render({ model, el });
    return el;
  },
};
VIEWS.VBoxModel = VIEWS.BoxModel;
VIEWS.HBoxModel = VIEWS.BoxModel;
VIEWS.HTMLMathModel = VIEWS.HTMLModel;
VIEWS.PasswordModel = VIEWS.TextModel;
VIEWS.SelectModel = VIEWS.DropdownModel;
VIEWS.FloatProgressModel = VIEWS.IntProgressModel;
VIEWS.FloatSliderModel = VIEWS.IntSliderModel;

function missing(text) {
  const node = element("p", "lv-missing");
  node.textContent = text;
  return node;
}

const BOX_KIND = { VBoxModel: "lv-vbox", HBoxModel: "lv-hbox" };

export class WidgetManager {
  // send(commId, data, buffers): hands a message for Python's widget to the page's Python.
  constructor(send) {
    this.send = send;
    this.models = new Map();
    this.modules = new Map();
    this.styles = new Set();
    this.initialized = new Set();
  }

  toPython(id, data, buffers = []) {
    this.send(JSON.stringify({ comm_id: id, data, buffers: encode(buffers) }));
  }

  // A message from Python (JSON text).
  receive(text) {
    const message = JSON.parse(text);
    const id = message.comm_id;
    if (message.msg_type === "comm_open") {
      this.models.set(id, new Model(this, id, { ...(message.data.state || {}) }));
    } else if (message.msg_type === "comm_msg") {
      const model = this.models.get(id);
      if (!model) return;
      const data = message.data;
      if (data.method === "update") model.update(data.state || {});
      else if (data.method === "custom") model.emit("msg:custom", data.content, decode(message.buffers));
    } else if (message.msg_type === "comm_close") {
      const model = this.models.get(id);
      if (model) {
        model.closed = true;
        model.emit("destroy");
        model.off();
      }
      this.models.delete(id);
      this.initialized.delete(id);
    }
  }

  // A new view of widget *id*: an element kept in step with its model.
  async view(id) {
    const model = this.models.get(id);
    if (!model) return missing(t("This part is not available."));
    const name = model.get("_model_name");
    const draw = VIEWS[name];
    let node;
    if (draw) {
      node = await draw(model, this);
    } else {
      node = missing(t("This part cannot be shown here."));
      console.warn(`no view for widget model ${name}`);
    }
    if (BOX_KIND[name]) node.classList.add(BOX_KIND[name]);
    node.dataset.model = name;
    applyClasses(model, node);
    applyLayout(model, node);
    return node;
  }

  async module(model) {
    const source = model.get("_esm");
    if (!this.modules.has(source)) {
      const url = URL.createObjectURL(new Blob([source], { type: "text/javascript" }));
      this.modules.set(
        source,
        import(url).then(async (loaded) => {
          const widget = loaded.default;
          return typeof widget === "function" ? await widget() : widget;
        }),
      );
    }
    return this.modules.get(source);
  }

  addStyle(css) {
    if (!css || this.styles.has(css)) return;
    this.styles.add(css);
    const style = document.createElement("style");
    style.textContent = css;
    document.head.append(style);
  }
}
