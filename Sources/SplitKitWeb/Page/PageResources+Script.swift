extension PageResources {
  /// The page's script, which applies the session's patches to the DOM and sends input.
  ///
  /// It sends the viewport's size, keys, pointer and clicks back. Text goes in through
  /// `textContent` only.
  static let script =
    scriptBody + routeScript + formScript + overlayScript + "  connect();\n})();\n"

  /// The script's state, drawing and input; the parts are joined inside one function.
  private static let scriptBody = #"""
    "use strict";
    (() => {
      if (location.search.includes("token=")) history.replaceState(null, "", location.pathname);
      const root = document.getElementById("root");
      const helpBox = document.getElementById("help");
      const offline = document.getElementById("offline");
      const state = { panes: {}, order: [] };
      const views = {};
      let socket = null;

      function el(tag, cls, text) {
        const node = document.createElement(tag);
        if (cls) node.className = cls;
        if (text !== undefined && text !== null) node.textContent = String(text);
        return node;
      }
      function send(message) {
        if (socket && socket.readyState === 1) socket.send(JSON.stringify(message));
      }
      function sendSize() { send({ t: "resize", w: innerWidth, h: innerHeight }); }

      // The tab's session, kept across reloads and dropped connections (sessionStorage is
      // per tab): the server keeps its app for a while and gives it back.
      function connect() {
        const session = sessionStorage.getItem("splitkit-session");
        const query = session ? "?session=" + encodeURIComponent(session) : "";
        socket = new WebSocket((location.protocol === "https:" ? "wss://" : "ws://") + location.host + "/ws" + query);
        socket.onopen = () => { offline.hidden = true; retry = 500; sendSize(); sendRoute(history.state); };
        socket.onclose = () => {
          offline.hidden = false;
          setTimeout(connect, retry);
          retry = Math.min(retry * 2, 10000);
        };
        socket.onmessage = (event) => {
          let message;
          try { message = JSON.parse(event.data); } catch (e) { return; }
          apply(message);
        };
      }

      let retry = 500;

      function apply(m) {
        if (m.session) sessionStorage.setItem("splitkit-session", m.session);
        if (m.t === "full") { state.panes = {}; }
        for (const [column, patch] of Object.entries(m.panes || {})) {
          const pane = state.panes[column] || (state.panes[column] = {});
          for (const [key, value] of Object.entries(patch)) {
            if (key === "list") {
              if (value === null) { pane.list = null; continue; }
              const list = pane.list || (pane.list = { rows: {} });
              const reset = "count" in value || !list.rows;
              for (const [k, v] of Object.entries(value)) if (k !== "rows") list[k] = v;
              const rows = reset ? {} : list.rows;
              for (const [i, row] of Object.entries(value.rows || {})) rows[i] = row;
              for (const i of Object.keys(rows)) {
                const n = Number(i);
                if (n < list.first || n >= list.first + list.visibleRows) delete rows[i];
              }
              list.rows = rows;
            } else if (key === "bar" && pane.bar && m.t === "patch") {
              Object.assign(pane.bar, value);
            } else if (key === "scroll") {
              if (pane.document) Object.assign(pane.document, value);
            } else if (key === "more") {
              if (!pane.document) continue;
              // The blocks kept are those from the window's first after the new ones
              // above it up to `from`, by their index in the whole document.
              const doc = pane.document, had = doc.first || 0, above = value.above || [];
              const kept = doc.blocks.slice(Math.max(0, value.first + above.length - had), Math.max(0, value.from - had));
              doc.blocks = above.concat(kept, value.blocks);
              doc.first = value.first;
              pane.moreFrom = Math.min(pane.moreFrom === undefined ? value.from : pane.moreFrom, value.from);
            } else {
              pane[key] = value;
            }
          }
          pane.changed = Object.keys(patch);
        }
        for (const key of ["order", "focused", "collapsed", "dividers", "help", "title"]) {
          if (key in m) state[key] = m[key];
        }
        for (const column of Object.keys(state.panes)) {
          if (!state.order.includes(column)) delete state.panes[column];
        }
        render();
        if (m.route) followRoute(m.route, m.t === "full");
      }

      function render() {
        document.title = state.title || "SplitKit";
        document.body.dataset.collapsed = state.collapsed ? "true" : "false";
        const keep = new Set();
        let z = 1;
        for (const column of state.order) {
          const pane = state.panes[column];
          if (!pane) continue;
          const view = views[column] || (views[column] = makeView(column));
          keep.add(column);
          drawPane(view, pane, column);
          view.node.style.zIndex = String(z++);
          if (view.dim) view.dim.style.zIndex = String(z);
          if (!view.node.isConnected) root.appendChild(view.node);
        }
        for (const column of Object.keys(views)) {
          if (!keep.has(column)) { views[column].node.remove(); views[column].dim.remove(); delete views[column]; }
        }
        for (const d of root.querySelectorAll(".divider")) d.remove();
        for (const rect of state.dividers || []) {
          const d = el("div", "divider");
          place(d, rect);
          d.style.zIndex = String(z + 1);
          root.appendChild(d);
        }
        drawOverlays();
        helpBox.hidden = !state.help;
        if (state.help) helpBox.textContent = "Keys\n\n" + state.help.map((l) => l.replace("\t", "  ")).join("\n");
      }

      function place(node, r) {
        node.style.left = r.x + "px"; node.style.top = r.y + "px";
        node.style.width = r.width + "px"; node.style.height = r.height + "px";
      }

      function makeView(column) {
        const node = el("section", "pane");
        node.dataset.column = column;
        const bar = el("header", "bar");
        const content = el("div", "content");
        const status = el("footer", "status");
        node.append(bar, content, status);
        const dim = el("div", "dim");
        root.appendChild(dim);
        return { node, bar, content, status, dim, column, list: null, doc: null, docKey: null };
      }

      function drawPane(view, pane, column) {
        place(view.node, pane.frame);
        view.node.classList.toggle("covered", !!pane.isCovered);
        view.node.classList.toggle("focused", state.focused === column);
        view.node.setAttribute("aria-label", pane.bar ? pane.bar.title : column);
        if (pane.isCovered && pane.dimming > 0) {
          place(view.dim, pane.frame); view.dim.style.opacity = String(pane.dimming * 0.4); view.dim.hidden = false;
        } else { view.dim.hidden = true; }
        drawBar(view, pane.bar, column);
        if (pane.list) drawList(view, pane.list, column, pane.bar ? pane.bar.title : "");
        else if (view.list) { view.list.box.remove(); if (view.list.filter) view.list.filter.remove(); view.list = null; }
        if (pane.form) drawForm(view, pane.form, column, pane.bar ? pane.bar.title : "", pane.changed || []);
        else if (view.form) { view.form.remove(); view.form = null; }
        if (pane.document) drawDocument(view, pane.document, pane.changed || [], pane.moreFrom);
        else if (view.doc) { view.doc.remove(); view.doc = null; }
        if (pane.editor) drawEditor(view, pane.editor, column, pane.bar ? pane.bar.title : "");
        else if (view.editor) { view.editor.remove(); view.editor = null; }
        drawStatus(view, pane.status);
        pane.changed = [];
        pane.moreFrom = undefined;
      }

      // A text editor is a native textarea; each change is sent as one replacement (line and
      // scalar positions, as the content counts them), and the content's text comes back:
      // a text the page sent is not set again, any other (undo, the app's) replaces it.
      function scalarPosition(text, index) {
        const before = text.slice(0, index);
        const line = before.split("\n").length - 1;
        const start = before.lastIndexOf("\n") + 1;
        return [line, Array.from(before.slice(start)).length];
      }
      function drawEditor(view, editor, column, title) {
        let area = view.editor;
        if (!area) {
          area = view.editor = el("textarea", "editor");
          area.setAttribute("aria-label", title || "Text");
          area.setAttribute("aria-multiline", "true");
          area.spellcheck = false;
          area.rev = editor.rev;
          area.last = editor.text;
          area.value = editor.text;
          area.addEventListener("input", () => {
            const old = area.last, now = area.value;
            let start = 0;
            while (start < old.length && start < now.length && old[start] === now[start]) start++;
            let end = 0;
            while (end < old.length - start && end < now.length - start
              && old[old.length - 1 - end] === now[now.length - 1 - end]) end++;
            // Never split a surrogate pair.
            if (start > 0 && /[\uD800-\uDBFF]/.test(old[start - 1])) start--;
            if (end > 0 && /[\uDC00-\uDFFF]/.test(old[old.length - end])) end--;
            // The edit names the revision of the whole text it was made on; the server
            // applies it and does not send the result back.
            send({ t: "edit", pane: column, rev: area.rev, from: scalarPosition(old, start),
              to: scalarPosition(old, old.length - end), text: now.slice(start, now.length - end) });
            area.last = now;
            area.model.text = now;
          });
          view.content.append(area);
        }
        area.model = editor;
        area.setAttribute("aria-label", title || "Text");
        // A whole text sent again (a new revision): the app changed it, or the server could
        // not be sure what the page holds. It replaces the area's, the caret kept.
        if (editor.rev !== area.rev) {
          area.rev = editor.rev;
          if (area.value !== editor.text) {
            const caret = area.selectionStart;
            area.value = editor.text;
            area.selectionStart = area.selectionEnd = Math.min(caret, editor.text.length);
          }
          area.last = editor.text;
        }
        // The column with the keyboard gives it to its text, as it does to a list.
        if (state.focused === column && document.activeElement !== area) area.focus({ preventScroll: true });
      }

      function drawBar(view, bar, column) {
        view.bar.replaceChildren();
        if (!bar) return;
        if (bar.backTitle) {
          const back = el("button", "back", "‹ " + bar.backTitle);
          back.setAttribute("aria-label", "Back to " + bar.backTitle);
          back.onclick = () => send({ t: "back", pane: column });
          view.bar.append(back);
        }
        if (bar.displayModeTitle) {
          const mode = el("button", "mode", bar.displayModeTitle);
          mode.setAttribute("aria-label", bar.displayModeLabel || "Columns");
          mode.onclick = () => send({ t: "mode" });
          view.bar.append(mode);
        }
        view.bar.append(el("h1", null, bar.title));
        for (const button of bar.buttons || []) {
          if (button.menu && button.menu.length) {
            const select = el("select", "menu");
            select.setAttribute("aria-label", button.label);
            select.append(el("option", null, button.title));
            for (const item of button.menu) {
              const option = el("option", null, item.title);
              option.value = item.id;
              select.append(option);
            }
            select.onchange = () => { if (select.value) send({ t: "button", pane: column, id: select.value }); select.selectedIndex = 0; };
            view.bar.append(select);
          } else {
            const b = el("button", "bar-button", button.glyph || button.title);
            b.setAttribute("aria-label", button.label);
            b.onclick = () => send({ t: "button", pane: column, id: button.id });
            view.bar.append(b);
          }
        }
        if (bar.inspectorTitle) {
          const inspector = el("button", "inspector", bar.inspectorTitle);
          inspector.setAttribute("aria-label", "Inspector");
          inspector.onclick = () => send({ t: "inspector" });
          view.bar.append(inspector);
        }
      }

      function drawList(view, list, column, title) {
        if (!view.list) {
          const box = el("div");
          box.setAttribute("role", "listbox");
          box.tabIndex = 0;
          box.addEventListener("wheel", (e) => {
            e.preventDefault();
            const rows = Math.trunc(e.deltaY / 40) || Math.sign(e.deltaY);
            if (rows) send({ t: "wheel", pane: column, row: rows });
          }, { passive: false });
          box.addEventListener("click", (e) => {
            const option = e.target.closest("[role=option]");
            if (option) send({ t: "row", pane: column, row: Number(option.dataset.index) });
          });
          view.content.append(box);
          view.list = { box, filter: null, input: null };
        }
        const box = view.list.box;
        box.setAttribute("aria-label", title);
        if (list.filter && !view.list.filter) {
          const wrap = el("div", "filter");
          const input = el("input");
          input.type = "search";
          input.placeholder = "Search";
          input.setAttribute("aria-label", "Search");
          input.addEventListener("input", () => send({ t: "filter", pane: column, text: input.value, editing: true }));
          input.addEventListener("focus", () => send({ t: "filter", pane: column, editing: true }));
          wrap.append(input);
          view.node.insertBefore(wrap, view.content);
          view.list.filter = wrap; view.list.input = input;
        } else if (!list.filter && view.list.filter) {
          view.list.filter.remove(); view.list.filter = null; view.list.input = null;
        }
        if (view.list.input && list.filter) {
          if (view.list.input.value !== list.filter.text && document.activeElement !== view.list.input) view.list.input.value = list.filter.text;
          if (list.filter.isEditing && document.activeElement !== view.list.input) view.list.input.focus();
          if (!list.filter.isEditing && document.activeElement === view.list.input) view.list.input.blur();
        }
        const nodes = [];
        const end = Math.min(list.count, list.first + list.visibleRows);
        for (let i = list.first; i < end; i++) {
          const row = list.rows[i];
          if (!row) continue;
          nodes.push(makeRow(row, i, list, column));
        }
        if (list.count === 0 && list.placeholder) nodes.push(el("div", "placeholder", list.placeholder));
        if (list.count > list.visibleRows) {
          const bar = el("div", "scrollbar");
          const height = Math.max(16, box.clientHeight * list.visibleRows / list.count);
          bar.style.height = height + "px";
          bar.style.top = ((box.clientHeight - height) * list.first / Math.max(1, list.count - list.visibleRows)) + "px";
          nodes.push(bar);
        }
        box.replaceChildren(...nodes);
        box.setAttribute("aria-setsize", String(list.count));
        if (list.selection !== null && list.selection !== undefined) box.setAttribute("aria-activedescendant", column + "-row-" + list.selection);
        else box.removeAttribute("aria-activedescendant");
        if (state.focused === column && !(view.list.input && document.activeElement === view.list.input)) {
          if (document.activeElement !== box) box.focus({ preventScroll: true });
        }
      }

      function makeRow(row, index, list, column) {
        const node = el("div", row.mark === "unread" ? "unread" : null);
        node.setAttribute("role", "option");
        node.id = column + "-row-" + index;
        node.dataset.index = String(index);
        node.setAttribute("aria-selected", list.selection === index ? "true" : "false");
        node.setAttribute("aria-posinset", String(index + 1));
        node.setAttribute("aria-setsize", String(list.count));
        const words = [];
        if (row.mark === "unread") words.push("unread");
        if (row.mark === "flagged") words.push("flagged");
        // The branch in words, as GTK's accessible description says it.
        const branch = row.branch;
        if (branch && branch.depth > 0) words.push("reply, level " + branch.depth);
        else if (branch && branch.size > 1) {
          words.push("conversation of " + branch.size + " " + (list.rowNoun || "item") + "s, "
            + (branch.isCollapsed ? "collapsed" : "expanded"));
        }
        if (words.length) node.setAttribute("aria-description", words.join(", "));
        const top = el("div", "row-top");
        const title = el("span", "row-title", row.title);
        if (row.indent > 0) title.style.paddingLeft = (16 * row.indent) + "px";
        if (row.symbol) {
          // The symbol's glyph, for the eye: the title names the row.
          const glyph = el("span", "row-symbol", row.symbol.glyph);
          glyph.setAttribute("aria-hidden", "true");
          title.prepend(glyph);
        }
        top.append(title);
        if (row.mark === "flagged") { const f = el("span", "flag", "⚑"); f.setAttribute("aria-hidden", "true"); top.append(f); }
        const count = row.branch && row.branch.isCollapsed && row.branch.depth === 0 && row.branch.size > 1 ? "(" + row.branch.size + ") " : "";
        if (row.detail || count) top.append(el("span", "detail" + ((row.detailTraits & 32) ? " accent" : ""), count + row.detail));
        node.append(top);
        if (row.subtitle) {
          const sub = el("div", "subtitle", row.subtitle);
          if (row.branch) sub.style.paddingLeft = (16 * Math.min(row.branch.depth, 6)) + "px";
          node.append(sub);
        }
        return node;
      }

      const traitNames = [[1, "strong"], [2, "emphasis"], [4, "secondary"], [8, "quote"], [16, "monospace"], [32, "accent"]];
      function runs(parent, list) {
        for (const run of list || []) {
          const cls = traitNames.filter(([bit]) => run.traits & bit).map(([, name]) => name).join(" ");
          if (run.link && /^(https?:|mailto:)/i.test(run.link)) {
            const a = el("a", cls, run.text);
            a.href = run.link; a.rel = "noopener noreferrer"; a.target = "_blank";
            parent.append(a);
          } else {
            parent.append(cls ? el("span", cls, run.text) : document.createTextNode(run.text));
          }
        }
      }

      function makeBlock(block) {
        if (typeof block === "string") return el("p", null, block);
        if (block.kind === "rule") return el("hr");
        const p = el("p", block.kind === "note" || block.kind === "warning" ? block.kind : null);
        if (block.kind === "field") { p.append(el("span", "field-name", block.name + ":")); p.append(" "); }
        if (block.kind === "warning") p.append("⚠ ");
        if (block.kind === "attachments") { p.append(el("span", "strong", block.name)); for (const r of block.runs) p.append("\n  " + r.text); }
        else runs(p, block.runs);
        return p;
      }

      // A document comes as a window of its blocks (a line each for a body): its first
      // ones, or after End its last ones. The rest is room above and below (about a line
      // a block), and scrolling into it asks for more: from the top, or from the end
      // while the document counts from there, so the window stays at the end.
      function drawDocument(view, doc, changed, from) {
        if (!view.doc || changed.includes("document")) {
          const article = el("article", "doc");
          article.tabIndex = 0;
          const above = el("div", "doc-rest");
          above.setAttribute("aria-hidden", "true");
          const rest = el("div", "doc-rest");
          rest.setAttribute("aria-hidden", "true");
          article.append(above, rest);
          view.docAbove = above;
          view.docRest = rest;
          view.docBlocks = [];
          view.docFirst = 0;
          from = 0;
          let pending = false;
          article.addEventListener("scroll", () => {
            if (pending) return;
            pending = true;
            requestAnimationFrame(() => {
              pending = false;
              const bottom = Math.max(0, Math.round(article.scrollHeight - article.clientHeight - article.scrollTop));
              const end = view.docFirst + view.docBlocks.length >= view.docCount && bottom <= 1;
              const message = { t: "docscroll", pane: view.column, top: Math.round(article.scrollTop), end };
              if (view.docFromEnd) message.bottom = bottom;
              send(message);
            });
          });
          if (view.doc) view.doc.replaceWith(article); else view.content.append(article);
          view.doc = article; view.docKey = null;
        }
        const line = parseFloat(getComputedStyle(document.documentElement).getPropertyValue("--line")) || 20;
        const first = doc.first || 0, end = first + doc.blocks.length;
        // After End, what shows stays where it is from the end as the window changes.
        const pinned = doc.fromEnd && view.docBlocks.length ? view.doc.scrollHeight - view.doc.clientHeight - view.doc.scrollTop : null;
        view.docCount = doc.count || end;
        view.docFromEnd = doc.fromEnd;
        view.docRest.style.height = (Math.max(0, view.docCount - end) * line) + "px";
        if (from !== undefined || first !== view.docFirst) {
          // Keep the nodes the window still has, by their index in the document; make the
          // ones above them and after them.
          const keptStart = Math.max(first, view.docFirst);
          const keptEnd = Math.min(end, from === undefined ? end : from, view.docFirst + view.docBlocks.length);
          const kept = [];
          view.docBlocks.forEach((node, i) => {
            const k = view.docFirst + i;
            if (k >= keptStart && k < keptEnd) kept.push(node); else node.remove();
          });
          const before = [], after = [];
          const anchor = kept.length ? kept[0] : view.docRest;
          for (let k = first; k < (kept.length ? keptStart : end); k++) {
            const node = makeBlock(doc.blocks[k - first]);
            view.doc.insertBefore(node, anchor);
            before.push(node);
          }
          for (let k = kept.length ? keptEnd : end; k < end; k++) {
            const node = makeBlock(doc.blocks[k - first]);
            view.doc.insertBefore(node, view.docRest);
            after.push(node);
          }
          view.docBlocks = before.concat(kept, after);
          view.docFirst = first;
          view.docAbove.style.height = (first * line) + "px";
        }
        if (pinned !== null) view.doc.scrollTop = view.doc.scrollHeight - view.doc.clientHeight - pinned;
        const key = doc.offset + ":" + doc.fromEnd;
        if (key !== view.docKey) {
          view.docKey = key;
          view.doc.scrollTop = doc.fromEnd ? view.doc.scrollHeight - view.doc.clientHeight - doc.offset : doc.offset;
        }
      }

      function drawStatus(view, status) {
        view.status.hidden = !status;
        view.status.replaceChildren();
        if (!status) return;
        const leading = el("span", "leading");
        runs(leading, status.leading);
        const trailing = el("span", "trailing");
        runs(trailing, status.trailing);
        view.status.append(leading, trailing);
      }

      const keyNames = { Enter: "enter", Tab: "tab", Backspace: "backspace", Escape: "escape",
        ArrowUp: "up", ArrowDown: "down", ArrowLeft: "left", ArrowRight: "right", Home: "home",
        End: "end", PageUp: "pageUp", PageDown: "pageDown", Delete: "delete", F10: "f10",
        ContextMenu: "f10" };
      document.addEventListener("keydown", (e) => {
        if (e.isComposing || e.metaKey) return;
        // In a text editor the keys are the textarea's own, but for undo and redo, which
        // are the content's (it holds the history).
        if (e.target instanceof HTMLTextAreaElement) {
          const z = e.key.toLowerCase();
          if (!(e.ctrlKey && (z === "z" || z === "y")) && e.key !== "Escape") return;
        }
        const typing = e.target instanceof HTMLInputElement || e.target instanceof HTMLTextAreaElement;
        if (typing && e.key.length === 1 && !e.ctrlKey) return;
        if (typing && (e.key === "Backspace" || e.key === "Delete" || e.key === "ArrowLeft" || e.key === "ArrowRight" || e.key === "Home" || e.key === "End")) return;
        if (e.target instanceof HTMLSelectElement) return;
        let k = keyNames[e.key];
        if (k === "tab" && e.shiftKey) k = "backTab";
        if (!k && e.key.length === 1) k = "c:" + e.key;
        if (!k) return;
        // In a form's text field Return is the field's own (its change commits it); Esc,
        // Tab and the arrows up and down go to the form controller.
        if (typing && e.target.closest(".form") && k === "enter") return;
        // In a question's field Return answers with its text and Esc cancels.
        if (typing && e.target.closest("dialog.question") && (k === "enter" || k === "escape")) {
          const column = JSON.parse(overlay.key)[0];
          send(k === "enter" ? { t: "answertext", pane: column, text: e.target.value } : { t: "answertext", pane: column });
          e.preventDefault();
          return;
        }
        if (typing && !e.target.closest(".form") && (k === "enter" || k === "escape")) {
          const input = e.target;
          send({ t: "filter", pane: input.closest(".pane").dataset.column, text: input.value, editing: false });
          if (k === "escape") send({ t: "key", k: "escape", m: 0 });
          e.preventDefault();
          return;
        }
        if (e.target instanceof HTMLButtonElement && (k === "enter" || k === "c: ")) return;
        e.preventDefault();
        // The Menu key is Shift-F10, as in the other hosts: the selected row's menu.
        const shift = e.shiftKey || e.key === "ContextMenu";
        send({ t: "key", k, m: (shift ? 1 : 0) | (e.altKey ? 2 : 0) | (e.ctrlKey ? 4 : 0) });
      });
      document.addEventListener("paste", (e) => {
        if (e.target instanceof HTMLInputElement) return;
        const text = e.clipboardData ? e.clipboardData.getData("text/plain") : "";
        if (text) { e.preventDefault(); send({ t: "paste", text }); }
      });
      let pressed = false;
      root.addEventListener("pointerdown", (e) => {
        if (!e.isPrimary || e.button !== 0) return;
        pressed = true;
        send({ t: "down", x: e.clientX, y: e.clientY });
      }, true);
      addEventListener("pointermove", (e) => { if (pressed && e.isPrimary) send({ t: "move", x: e.clientX, y: e.clientY }); }, true);
      addEventListener("pointerup", (e) => { if (pressed && e.isPrimary) { pressed = false; send({ t: "up", x: e.clientX, y: e.clientY }); } }, true);
      addEventListener("pointercancel", () => { if (pressed) { pressed = false; send({ t: "cancel" }); } }, true);
      let resizePending = false;
      addEventListener("resize", () => {
        if (resizePending) return;
        resizePending = true;
        requestAnimationFrame(() => { resizePending = false; sendSize(); });
      });
    """#
}
