extension PageResources {
  /// The part of the page's script that draws a form (``/SplitKitContent/ContentSnapshot/FormContent``)
  /// as native controls with their roles and sends the user's changes.
  ///
  /// A switch is a `button` with `role=switch` and `aria-checked`, a choice a `select`,
  /// a text field an `input` labelled by its title, a slider a native range input (`role=slider`), a stepper a `spinbutton` between
  /// − and + buttons, a button row a `button`, a row that opens a page a button with its
  /// value and `›`. The controls are made again only when rows come or go; a value is set
  /// only where it differs from the session's, which owns every value and the focus.
  static let formScript = #"""
      function drawForm(view, form, column, title, changed) {
        const shape = JSON.stringify(form.sections.map((s) => [s.header, s.footer, s.rows.map((r) => [r.id, r.kind, r.title, r.options, r.isSecure])]));
        if (!view.form || view.formShape !== shape) {
          if (view.form) view.form.remove();
          view.form = makeForm(form, column);
          view.formShape = shape;
          view.formFocus = undefined;
          view.content.append(view.form);
        }
        view.form.setAttribute("aria-label", title);
        for (const section of form.sections) for (const row of section.rows) updateFormRow(view.form, row);
        // Focus follows the session's when it moved there (Tab, Up, Down), or when the
        // column takes the keyboard with nothing focused.
        const control = form.focus === undefined || form.focus === null ? null
          : view.form.querySelector('[data-row="' + CSS.escape(form.focus) + '"]');
        const active = document.activeElement;
        const moved = changed.includes("form") && view.formFocus !== form.focus;
        view.formFocus = form.focus;
        if (control && state.focused === column && active !== control
          && (moved || !active || active === document.body)) control.focus();
      }

      function makeForm(form, column) {
        const box = el("div", "form");
        box.setAttribute("role", "form");
        let n = 0;
        const name = () => column + "-form-" + (n++);
        for (const section of form.sections) {
          const group = el("div", "form-section");
          group.setAttribute("role", "group");
          if (section.header) {
            const heading = el("h2", null, section.header);
            heading.id = name();
            group.setAttribute("aria-labelledby", heading.id);
            group.append(heading);
          }
          const rows = el("div", "form-rows");
          for (const row of section.rows) rows.append(makeFormRow(row, column, name()));
          group.append(rows);
          if (section.footer) group.append(el("p", "form-footer", section.footer));
          box.append(group);
        }
        box.addEventListener("focusin", (e) => {
          const id = e.target.dataset ? e.target.dataset.row : undefined;
          if (id !== undefined) send({ t: "focus", pane: column, id });
        });
        return box;
      }

      function makeFormRow(row, column, labelID) {
        const line = el(row.kind === "text" || row.kind === "choice" ? "label" : "div", "form-row");
        const label = el("span", "form-title", row.title);
        label.id = labelID;
        let control;
        switch (row.kind) {
          case "toggle":
            control = el("button", "switch");
            control.setAttribute("role", "switch");
            control.onclick = () => send({ t: "toggle", pane: column, id: row.id, on: control.getAttribute("aria-checked") !== "true" });
            break;
          case "choice":
            control = el("select");
            for (const option of row.options || []) control.append(el("option", null, option));
            control.onchange = () => send({ t: "choose", pane: column, id: row.id, row: control.selectedIndex });
            break;
          case "text":
            control = el("input");
            control.type = row.isSecure ? "password" : "text";
            control.placeholder = row.placeholder || "";
            control.sent = [];
            control.addEventListener("input", () => { control.sent.push(control.value); send({ t: "text", pane: column, id: row.id, text: control.value }); });
            // Return commits the field (the content's activate). Leaving it needs nothing:
            // the session commits a draft when its focus moves, and a blur must not send
            // the focus back to the field it left.
            control.addEventListener("keydown", (e) => {
              if (e.key !== "Enter" || e.isComposing) return;
              e.preventDefault();
              send({ t: "text", pane: column, id: row.id, text: control.value, editing: false });
            });
            break;
          case "stepper": {
            control = el("span", "spin");
            control.setAttribute("role", "spinbutton");
            control.tabIndex = 0;
            const step = (sign) => () => {
              const value = Number(control.getAttribute("aria-valuenow")) + sign * (row.step || 1);
              send({ t: "step", pane: column, id: row.id, value: Math.min(row.maximum, Math.max(row.minimum, value)) });
            };
            const less = el("button", "step", "−"), more = el("button", "step", "+");
            less.tabIndex = -1; more.tabIndex = -1;
            less.setAttribute("aria-label", "Decrease " + row.title);
            more.setAttribute("aria-label", "Increase " + row.title);
            less.onclick = step(-1); more.onclick = step(1);
            const box = el("span", "stepper");
            box.append(less, control, more);
            line.append(label, box);
            break;
          }
          case "slider": {
            // A native range input: its role is slider, its value the app's.
            control = el("input", "slider");
            control.type = "range";
            control.min = String(row.minimum); control.max = String(row.maximum);
            control.step = String(row.step || 1);
            control.addEventListener("input", () => send({ t: "step", pane: column, id: row.id, value: Number(control.value) }));
            const shown = el("span", "slider-value");
            shown.setAttribute("aria-hidden", "true");
            control.shown = shown;
            const box = el("span", "slider-box");
            box.append(control, shown);
            line.append(label, box);
            break;
          }
          case "button":
            control = el("button", "form-row form-button" + (row.isDestructive ? " destructive" : ""), row.title);
            control.onclick = () => send({ t: "activate", pane: column, id: row.id });
            control.dataset.row = row.id;
            return control;
          case "disclosure":
          case "label": {
            const value = el("span", "detail");
            line.append(label, value);
            if (row.kind === "disclosure") {
              const open = el("button", "form-row disclosure");
              open.append(label, value, el("span", "chevron", "›"));
              open.dataset.row = row.id;
              open.onclick = () => send({ t: "activate", pane: column, id: row.id });
              return open;
            }
            line.dataset.row = row.id;
            return line;
          }
          default:
            line.append(label);
            return line;
        }
        control.dataset.row = row.id;
        if (row.kind === "text" || row.kind === "choice") line.append(label, control);
        else if (row.kind !== "stepper" && row.kind !== "slider") line.append(label, control);
        control.setAttribute("aria-labelledby", labelID);
        if (row.kind === "text") {
          const problem = el("span", "form-problem");
          problem.id = labelID + "-problem";
          problem.hidden = true;
          control.setAttribute("aria-describedby", problem.id); control.problem = problem;
          const wrap = el("div", "form-field");
          wrap.append(line, problem);
          return wrap;
        }
        return line;
      }

      function updateFormRow(box, row) {
        const control = box.querySelector('[data-row="' + CSS.escape(row.id) + '"]');
        if (!control) return;
        switch (row.kind) {
          case "toggle": {
            const on = row.isOn ? "true" : "false";
            if (control.getAttribute("aria-checked") !== on) control.setAttribute("aria-checked", on);
            break;
          }
          case "choice":
            if (control.selectedIndex !== row.selected) control.selectedIndex = row.selected;
            break;
          case "text": {
            // The page's own typing comes back as the draft: a text it sent is not set
            // again (the field may be ahead of it); any other (Esc, a reset) is.
            const at = control.sent.indexOf(row.text);
            if (at >= 0) control.sent.splice(0, at + 1);
            else if (control.value !== row.text) { control.value = row.text || ""; control.sent = []; }
            const problem = control.problem;
            problem.hidden = !row.problem;
            problem.textContent = row.problem || "";
            control.setAttribute("aria-invalid", row.problem ? "true" : "false");
            break;
          }
          case "stepper":
            if (control.getAttribute("aria-valuenow") !== String(row.value)) {
              control.setAttribute("aria-valuenow", String(row.value));
              control.setAttribute("aria-valuemin", String(row.minimum));
              control.setAttribute("aria-valuemax", String(row.maximum));
              control.textContent = String(row.value);
            }
            break;
          case "slider":
            if (control.value !== String(row.value)) control.value = String(row.value);
            control.shown.textContent = String(row.value);
            break;
          case "disclosure":
          case "label": {
            const value = control.querySelector(".detail");
            if (value.textContent !== (row.text || "")) value.textContent = row.text || "";
            break;
          }
          default:
            break;
        }
      }

    """#
}
