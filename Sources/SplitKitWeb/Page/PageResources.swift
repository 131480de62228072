import SplitKitContent

/// The page a browser loads: its HTML, its style and its script.
///
/// They are hand-written and served as they are (no build step). The script draws what the session sends and sends input
/// back; it sets text only through `textContent`, never as HTML.
enum PageResources {
  /// The HTML: an empty root the script fills, the style and the script from this server.
  static let html = """
    <!doctype html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="color-scheme" content="light dark">
    <title>SplitKit</title>
    <link rel="stylesheet" href="/app.css">
    <script src="/app.js" defer></script>
    </head>
    <body>
    <main id="root" aria-live="off"></main>
    <div id="help" role="dialog" aria-label="Keys" hidden></div>
    <div id="offline" role="status" hidden>Disconnected</div>
    </body>
    </html>

    """

  /// The style, with the metrics the server lays lists and documents out by.
  static func style(_ metrics: ContentSnapshot.Metrics) -> String {
    """
    :root { --bar: \(metrics.barHeight)px; --status: \(metrics.statusHeight)px;
      --filter: \(metrics.filterHeight)px; --row: \(metrics.rowHeight)px;
      --line: \(metrics.lineHeight)px;
      --bg: #ffffff; --fg: #1d1d1f; --dim: #6e6e73; --line-color: #d2d2d7;
      --bar-bg: #f5f5f7; --sel: #0a64d6; --sel-fg: #ffffff; --accent: #0a64d6;
      --focus: #0a64d6; --warn: #b25000; color-scheme: light dark; }
    @media (prefers-color-scheme: dark) {
      :root { --bg: #1c1c1e; --fg: #f2f2f7; --dim: #98989d; --line-color: #3a3a3c;
        --bar-bg: #2c2c2e; --sel: #0a84ff; --sel-fg: #ffffff; --accent: #409cff;
        --focus: #409cff; --warn: #ff9f0a; }
    }
    html, body { margin: 0; height: 100%; overflow: hidden; overscroll-behavior: none;
      touch-action: pan-y; background: var(--bg);
      color: var(--fg); font: 14px/var(--line) system-ui, sans-serif; }
    #root { position: fixed; inset: 0; }
    #root, #root * { touch-action: pan-y; }
    .pane { position: absolute; display: flex; flex-direction: column; overflow: hidden;
      background: var(--bg); box-sizing: border-box; }
    .pane.covered .content, .pane.covered .bar { pointer-events: none; }
    .dim { position: absolute; background: #000; pointer-events: none; }
    .divider { position: absolute; background: var(--line-color); }
    .bar { flex: 0 0 var(--bar); height: var(--bar); display: flex; align-items: center;
      gap: 4px; padding: 0 8px; box-sizing: border-box; background: var(--bar-bg);
      border-bottom: 1px solid var(--line-color); }
    .pane.focused .bar h1 { color: var(--accent); }
    .bar h1 { flex: 1; min-width: 3em; margin: 0; font-size: 15px; font-weight: 600;
      white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
    button { font: inherit; color: var(--accent); background: none; border: 1px solid transparent;
      border-radius: 6px; padding: 4px 6px; cursor: pointer; white-space: nowrap; flex: none; }
    .bar button.back { flex: 0 1 auto; max-width: 35%; overflow: hidden; text-overflow: ellipsis; }
    .bar select.menu { flex: none; width: 3.5em; font: inherit; color: var(--accent);
      background: var(--bar-bg); border: 1px solid var(--line-color); border-radius: 6px; }
    button:hover { border-color: var(--line-color); }
    :focus-visible { outline: 2px solid var(--focus); outline-offset: -2px; }
    .filter { flex: 0 0 var(--filter); height: var(--filter); box-sizing: border-box;
      padding: 6px 8px; }
    .filter input { width: 100%; box-sizing: border-box; font: inherit; padding: 4px 8px;
      border-radius: 6px; border: 1px solid var(--line-color); background: var(--bg);
      color: var(--fg); }
    .content { flex: 1; min-height: 0; position: relative; }
    [role=listbox] { position: absolute; inset: 0; overflow: hidden; outline: none; }
    [role=option] { height: var(--row); box-sizing: border-box; padding: 4px 12px;
      border-bottom: 1px solid var(--line-color); cursor: default; overflow: hidden; }
    [role=option][aria-selected=true] { background: var(--sel); color: var(--sel-fg); }
    [role=option][aria-selected=true] .detail,
    [role=option][aria-selected=true] .subtitle { color: var(--sel-fg); }
    .row-top { display: flex; gap: 8px; }
    .row-title { flex: 1; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
    .unread .row-title { font-weight: 700; }
    .detail { color: var(--dim); white-space: nowrap; }
    .detail.accent { color: var(--accent); }
    .flag { color: #ff9500; }
    .row-symbol { margin-right: 8px; opacity: 0.75; }
    .editor { position: absolute; inset: 0; width: 100%; height: 100%;
      box-sizing: border-box; border: 0; padding: 16px; resize: none; font: inherit; line-height: 1.5;
      background: transparent; color: inherit; outline: none; }
    .editor:focus-visible { box-shadow: inset 0 0 0 2px Highlight; }
    .slider-box { display: flex; align-items: center; gap: 8px; }
    .slider-value { min-width: 3ch; text-align: right; font-variant-numeric: tabular-nums; }
    .subtitle { color: var(--dim); white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
    .scrollbar { position: absolute; right: 1px; width: 4px; border-radius: 2px;
      background: var(--dim); opacity: 0.5; pointer-events: none; }
    .placeholder { padding: 16px; color: var(--dim); font-style: italic; }
    .doc { position: absolute; inset: 0; overflow: auto; padding: 8px \(metrics.documentInset)px;
      box-sizing: border-box; white-space: pre-wrap; overflow-wrap: anywhere; }
    .doc p { margin: 0; min-height: var(--line); }
    .doc .field-name { color: var(--dim); display: inline-block; min-width: 6em; }
    .doc hr { border: 0; border-top: 1px solid var(--line-color); margin: 6px 0; }
    .doc .note { color: var(--dim); font-style: italic; }
    .doc .warning { color: var(--warn); }
    .strong { font-weight: 700; } .emphasis { font-style: italic; }
    .secondary { color: var(--dim); } .quote { color: var(--dim); border-left: 3px solid var(--line-color); }
    .monospace { font-family: ui-monospace, monospace; } .accent { color: var(--accent); }
    .form { position: absolute; inset: 0; overflow: auto; padding: 4px 16px 16px;
      box-sizing: border-box; }
    .form-section { margin-top: 12px; }
    .form h2 { font-size: 12px; font-weight: 600; text-transform: uppercase; color: var(--dim);
      margin: 4px 4px 6px; }
    .form-rows { border: 1px solid var(--line-color); border-radius: 8px; overflow: hidden; }
    .form-row { display: flex; align-items: center; gap: 8px; min-height: 44px; width: 100%;
      padding: 4px 12px; box-sizing: border-box; border: 0; border-radius: 0;
      border-bottom: 1px solid var(--line-color); color: var(--fg); text-align: left; }
    .form-rows > :last-child, .form-rows > :last-child .form-row { border-bottom: 0; }
    .form-field .form-row { border-bottom: 0; }
    .form-field { border-bottom: 1px solid var(--line-color); }
    .form-title { flex: 1; min-width: 0; overflow: hidden; text-overflow: ellipsis; }
    .form select, .form input { font: inherit; color: var(--fg); background: var(--bg);
      border: 1px solid var(--line-color); border-radius: 6px; padding: 4px 8px; }
    .form input { flex: 0 1 55%; min-width: 4em; }
    .form-problem { display: block; color: var(--warn); font-size: 12px; padding: 0 12px 6px; }
    .form-footer { color: var(--dim); font-size: 12px; margin: 6px 4px 0; }
    .form .chevron { color: var(--dim); }
    button.switch { width: 42px; height: 26px; border-radius: 13px; padding: 0; position: relative;
      background: var(--line-color); border: 0; }
    button.switch::after { content: ""; position: absolute; top: 3px; left: 3px; width: 20px;
      height: 20px; border-radius: 50%; background: #fff; transition: left 0.15s; }
    button.switch[aria-checked=true] { background: var(--accent); }
    button.switch[aria-checked=true]::after { left: 19px; }
    .stepper { display: flex; align-items: center; gap: 2px; }
    .stepper .step { min-width: 28px; font-size: 16px; border-color: var(--line-color); }
    [role=spinbutton] { min-width: 2.5em; text-align: center; padding: 4px; border-radius: 6px; }
    .form-row.form-button { color: var(--accent); }
    .form-row.form-button.destructive { color: #d70015; }
    @media (prefers-color-scheme: dark) { .form-row.form-button.destructive { color: #ff453a; } }
    .status { flex: 0 0 var(--status); height: var(--status); display: flex; gap: 12px;
      align-items: center; padding: 0 8px; box-sizing: border-box; color: var(--dim);
      border-top: 1px solid var(--line-color); white-space: nowrap; overflow: hidden; }
    .status .leading { flex: 1; overflow: hidden; text-overflow: ellipsis; }
    #help { position: fixed; left: 50%; top: 50%; transform: translate(-50%, -50%);
      background: var(--bar-bg); border: 1px solid var(--line-color); border-radius: 8px;
      padding: 12px 16px; white-space: pre; font-family: ui-monospace, monospace;
      max-height: 80vh; overflow: hidden; }
    #offline { position: fixed; bottom: 8px; left: 8px; background: var(--warn); color: #fff;
      padding: 4px 8px; border-radius: 6px; }
    dialog.question { background: var(--bar-bg); color: var(--fg); border: 1px solid var(--line-color);
      border-radius: 12px; padding: 16px 20px; min-width: 18em; max-width: 90vw; }
    dialog.question::backdrop { background: rgba(0, 0, 0, 0.4); }
    .question-prompt { display: block; margin: 0 0 12px; font-weight: 600; }
    dialog.question input { width: 100%; box-sizing: border-box; padding: 4px 8px; font: inherit;
      border-radius: 6px; border: 1px solid var(--line-color); background: var(--bg); color: var(--fg); }
    .question-buttons { display: flex; justify-content: flex-end; gap: 8px; margin-top: 12px; }
    .menu-shade { position: fixed; inset: 0; z-index: 1000; }
    .context-menu { position: fixed; display: flex; flex-direction: column; min-width: 12em;
      background: var(--bar-bg); border: 1px solid var(--line-color); border-radius: 8px;
      padding: 4px; box-shadow: 0 4px 16px rgba(0, 0, 0, 0.25); }
    .context-menu [role=menuitem] { text-align: left; color: var(--fg); border-radius: 4px; }
    .context-menu [role=menuitem].highlighted { background: var(--sel); color: var(--sel-fg); }
    .context-menu [role=menuitem] { display: flex; }
    .context-menu .menu-key { margin-left: auto; padding-left: 2em; font: inherit; opacity: 0.7; }
    [hidden] { display: none !important; }
    """
  }
}
