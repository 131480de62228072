import SystemTestSupport

/// What the browser host's page shows, read with JavaScript through WebDriver.
extension WebBrowser {
  /// The panes, back to front: column, left edge and width in CSS pixels.
  func panes() async throws -> [(column: String, left: Int, width: Int)] {
    let value = try await run(
      """
      return [...document.querySelectorAll("section.pane")].map((p) => {
        const r = p.getBoundingClientRect();
        return [p.dataset.column, Math.round(r.left), Math.round(r.width)];
      });
      """)
    return (value as? [[Any]] ?? []).compactMap { item in
      guard item.count == 3, let column = item[0] as? String, let left = item[1] as? Int,
        let width = item[2] as? Int
      else { return nil }
      return (column, left, width)
    }
  }

  /// The text of the selected row of the first list, if any.
  func selectedRow() async throws -> String? {
    try await run(
      #"const o = document.querySelector('[role=option][aria-selected="true"] .row-title'); return o ? o.textContent : null;"#
    ) as? String
  }

  /// The whole text of the selected row of the first list (title, detail, subtitle).
  func selectedRowText() async throws -> String? {
    try await run(
      #"const o = document.querySelector('[role=option][aria-selected="true"]'); return o ? o.textContent : null;"#
    ) as? String
  }

  /// How many row elements the page holds.
  func rowElements() async throws -> Int {
    try await run("return document.querySelectorAll('[role=option]').length") as? Int ?? -1
  }

  /// The bar titles shown, back to front.
  func titles() async throws -> [String] {
    try await run(
      "return [...document.querySelectorAll('section.pane .bar h1')].map((h) => h.textContent)")
      as? [String] ?? []
  }

  /// Whether the page says the split view is collapsed.
  func isCollapsed() async throws -> Bool {
    try await run("return document.body.dataset.collapsed") as? String == "true"
  }

  /// The text of every document shown.
  func documents() async throws -> [String] {
    try await run("return [...document.querySelectorAll('article.doc')].map((d) => d.textContent)")
      as? [String] ?? []
  }

  /// 1 when the address is `hash` and one document (the message) shows, else nil.
  func shows(_ hash: String) async throws -> Int? {
    let address = try await run("return location.hash") as? String
    let documents = try await documents()
    return address == hash && documents.count == 1 ? 1 : nil
  }

  /// Clicks the middle of the first element `selector` matches, with the mouse (`button`
  /// 2 for a right click).
  func click(_ selector: String, button: Int = 0) async throws {
    let center =
      try await run(
        """
        const r = document.querySelector(`\(selector)`).getBoundingClientRect();
        return [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)];
        """) as? [Int] ?? []
    guard center.count == 2 else { throw EndToEndError("nothing at \(selector)") }
    try await click(x: center[0], y: center[1], button: button)
  }
}
