extension NavigationBar {
  /// Places the items, back button and title on the bar's first row.
  ///
  /// - Parameter rect: Where the bar is drawn.
  /// - Returns: The placement of every visible part.
  /// - Complexity: O(n) in the total length of the items' labels; the title and the back
  ///   title cost O(`rect.width`) however long they are (a message's 100 KB subject).
  public func layout(in rect: CellRect) -> Layout {
    var layout = Layout()
    guard !rect.isEmpty else { return layout }
    let y = rect.y
    var left = rect.x + 1
    var right = rect.maxX - 1
    for item in trailingItems.reversed() {
      let label = Sanitizer.sanitize(item.title)
      let width = Text.displayWidth(label)
      guard right - width >= left else { break }
      right -= width
      layout.trailing.insert(
        BarItemFrame(
          id: item.id, label: label, frame: CellRect(x: right, y: y, width: width, height: 1),
          isEnabled: item.isEnabled),
        at: 0)
      right -= 1
    }
    let items = leadingItems.map { ($0, Sanitizer.sanitize($0.title)) }
    let itemsWidth = items.reduce(0) { $0 + Text.displayWidth($1.1) + 1 }
    // Sanitized only as far as the bar's width: what is shown and where is the same as
    // with the whole title.
    let titleText = Sanitizer.truncated(title, toWidth: rect.width)
    let titleWidth = Text.displayWidth(titleText)
    if let backTitle {
      let room = right - left - itemsWidth - (titleWidth > 0 ? titleWidth + 2 : 0)
      let label = backLabel(
        Sanitizer.truncated(backTitle, toWidth: rect.width), room: room)
      let width = Text.displayWidth(label)
      if left + width <= right {
        layout.leading.append(
          BarItemFrame(
            id: .back, label: label, frame: CellRect(x: left, y: y, width: width, height: 1)))
        left += width + 1
      }
    }
    for (item, label) in items {
      let width = Text.displayWidth(label)
      guard left + width <= right else { break }
      layout.leading.append(
        BarItemFrame(
          id: item.id, label: label, frame: CellRect(x: left, y: y, width: width, height: 1),
          isEnabled: item.isEnabled))
      left += width + 1
    }
    let available = right - left
    guard available > 0, titleWidth > 0 else { return layout }
    let shown = Text.truncated(titleText, toWidth: available)
    let shownWidth = Text.displayWidth(shown)
    let centered = rect.x + (rect.width - shownWidth) / 2
    let x = min(max(centered, left), right - shownWidth)
    layout.title = shown
    layout.titleFrame = CellRect(x: x, y: y, width: shownWidth, height: 1)
    return layout
  }

  /// "‹ Title" when it fits in `room`, then "‹ Tit…", then "‹".
  private func backLabel(_ backTitle: String, room: Int) -> String {
    let full = "‹ " + backTitle
    if Text.displayWidth(full) <= room { return full }
    if room >= 5 { return "‹ " + Text.truncated(backTitle, toWidth: room - 2) }
    return "‹"
  }
}
