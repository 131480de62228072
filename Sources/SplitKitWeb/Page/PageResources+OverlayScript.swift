extension PageResources {
  /// The part of the page's script that draws a controller's question as a modal
  /// `<dialog>` and its menu as a `role=menu` beside the row, and sends their answers.
  ///
  /// A yes/no question is an `alertdialog` labelled by the question with No and Yes; a
  /// text question an `input` labelled by the prompt with Cancel and OK. A menu's items
  /// are `menuitem` buttons; a click outside it or Esc closes it. The page keeps neither:
  /// it draws the snapshot's `question` and `menu`, and the controller answers
  /// (``/SplitKitContent/ContentViewController/answerQuestion(_:)`` and the rest).
  static let overlayScript = #"""
      const overlay = { dialog: null, key: null, input: null, menu: null, menuKey: null };
      function drawOverlays() {
        let asking = null, showing = null;
        for (const column of state.order) {
          const pane = state.panes[column];
          if (pane && pane.question && !asking) asking = { column, question: pane.question };
          if (pane && pane.menu && !showing) showing = { column, menu: pane.menu };
        }
        drawQuestion(asking);
        drawMenu(showing);
      }

      function drawQuestion(asking) {
        const key = asking ? JSON.stringify([asking.column, asking.question.prompt, asking.question.text === undefined || asking.question.text === null]) : null;
        if (key !== overlay.key && overlay.dialog) {
          overlay.dialog.close(); overlay.dialog.remove();
          overlay.dialog = null; overlay.input = null;
        }
        overlay.key = key;
        if (!asking) return;
        const q = asking.question, column = asking.column;
        const isText = q.text !== undefined && q.text !== null;
        if (!overlay.dialog) {
          const dialog = el("dialog", "question");
          dialog.setAttribute("role", "alertdialog");
          const prompt = el(isText ? "label" : "p", "question-prompt", q.prompt);
          prompt.id = "question-prompt";
          dialog.setAttribute("aria-labelledby", prompt.id);
          dialog.append(prompt);
          // Esc goes to the content (it answers no, or cancels), not to the dialog.
          dialog.addEventListener("cancel", (e) => e.preventDefault());
          const buttons = el("div", "question-buttons");
          const button = (title, message) => {
            const b = el("button", null, title);
            b.onclick = () => send(Object.assign({ pane: column }, message()));
            buttons.append(b);
            return b;
          };
          if (isText) {
            const input = el("input");
            input.id = "question-input";
            prompt.htmlFor = input.id;
            input.value = q.text;
            input.addEventListener("input", () => send({ t: "asktext", pane: column, text: input.value, value: input.selectionStart }));
            dialog.append(input);
            overlay.input = input;
            button("Cancel", () => ({ t: "answertext" }));
            button("OK", () => ({ t: "answertext", text: input.value }));
          } else {
            button("No", () => ({ t: "answer", on: false }));
            button("Yes", () => ({ t: "answer", on: true }));
          }
          dialog.append(buttons);
          document.body.append(dialog);
          overlay.dialog = dialog;
          dialog.showModal();
          if (overlay.input) { overlay.input.focus(); overlay.input.setSelectionRange(q.caret, q.caret); }
        }
        const input = overlay.input;
        if (input && input.value !== q.text) {
          input.value = q.text;
          input.setSelectionRange(q.caret, q.caret);
        }
      }

      function drawMenu(showing) {
        const key = showing ? JSON.stringify([showing.column, showing.menu.title, showing.menu.items]) : null;
        if (key !== overlay.menuKey && overlay.menu) { overlay.menu.remove(); overlay.menu = null; }
        overlay.menuKey = key;
        if (!showing) return;
        const menu = showing.menu, column = showing.column;
        if (!overlay.menu) {
          const shade = el("div", "menu-shade");
          shade.addEventListener("pointerdown", (e) => { if (e.target === shade) { e.preventDefault(); send({ t: "menu", pane: column }); } });
          shade.addEventListener("contextmenu", (e) => e.preventDefault());
          const box = el("div", "context-menu");
          box.setAttribute("role", "menu");
          if (menu.title) box.setAttribute("aria-label", menu.title);
          menu.items.forEach((item, index) => {
            const b = el("button");
            if (item.glyph) { const g = el("span", "menu-glyph", item.glyph + " "); g.setAttribute("aria-hidden", "true"); b.append(g); }
            b.append(el("span", "menu-title", item.title));
            if (item.key) { const k = el("kbd", "menu-key", item.key); k.setAttribute("aria-hidden", "true"); b.append(k); }
            b.setAttribute("role", "menuitem");
            b.setAttribute("aria-label", item.label);
            b.tabIndex = -1;
            b.onclick = () => send({ t: "menu", pane: column, row: index });
            b.onpointerenter = () => send({ t: "menuhighlight", pane: column, row: index });
            box.append(b);
          });
          shade.append(box);
          document.body.append(shade);
          overlay.menu = shade;
          const view = views[column];
          const selection = state.panes[column] && state.panes[column].list ? state.panes[column].list.selection : null;
          const row = document.getElementById(column + "-row-" + selection);
          const at = (row || (view && view.node) || root).getBoundingClientRect();
          const left = Math.min(at.left + 24, innerWidth - box.offsetWidth - 4);
          const below = at.top + (row ? at.height : 0);
          const top = below + box.offsetHeight > innerHeight ? Math.max(0, at.top - box.offsetHeight) : below;
          box.style.left = Math.max(0, left) + "px"; box.style.top = top + "px";
        }
        const items = overlay.menu.querySelectorAll("[role=menuitem]");
        items.forEach((b, index) => b.classList.toggle("highlighted", index === menu.highlighted));
        if (items[menu.highlighted] && document.activeElement !== items[menu.highlighted]) items[menu.highlighted].focus({ preventScroll: true });
      }

      // A right click, or a long touch press (which browsers report as a context menu), on
      // a row asks the list for the row's menu.
      root.addEventListener("contextmenu", (e) => {
        const option = e.target.closest("[role=option]");
        const pane = e.target.closest(".pane");
        if (!option || !pane) return;
        e.preventDefault();
        send({ t: "contextmenu", pane: pane.dataset.column, row: Number(option.dataset.index) });
      });

    """#
}
