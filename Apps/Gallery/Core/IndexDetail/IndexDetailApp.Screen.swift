public import SplitKit
import SplitKitHostCore
public import SplitKitTerminal

extension IndexDetailApp {
  /// Draws the index/detail container in the whole screen and routes keys to its panes.
  public final class Screen: TerminalViewController {
    weak var app: IndexDetailApp? {
      didSet { index.app = app }
    }
    /// The index.
    public let index = Index()
    /// The container.
    public let container: IndexDetailController
    /// Whether keys go to the detail pane (always, when collapsed).
    public var focusesDetail = false

    /// Creates the screen and its container.
    public init() {
      container = IndexDetailController(index: index, placeholder: Placeholder())
      // The engine's thresholds are points; this container lays out in cells.
      container.thresholds = HostSizingDefaults.terminal.thresholds
      super.init(title: "Index/detail")
      addChild(container)
    }

    /// The controller keys go to: the top of the detail stack, or the index.
    private var focused: TerminalViewController? {
      if container.isCollapsed || focusesDetail {
        return container.detailNavigation.topViewController as? TerminalViewController
      }
      return index
    }

    /// Lays the container out in `rect` and draws its panes; the detail pane gets a bar
    /// with the back button and the top page's title.
    public override func draw(in rect: CellRect, buffer: inout Buffer, context: DrawContext) {
      guard rect.height > 1 else { return }
      let status = CellRect(x: rect.x, y: rect.maxY - 1, width: rect.width, height: 1)
      let rect = CellRect(x: rect.x, y: rect.y, width: rect.width, height: rect.height - 1)
      container.setContainerSize(Size(width: Double(rect.width), height: Double(rect.height)))
      let state = "\(container.isCollapsed ? "collapsed" : "expanded") · \(container.axis.rawValue)"
      buffer.fill(status, with: Cell(" ", style: Style(attributes: .reverse)))
      buffer.setString(
        "\(state) · Enter showDetail · p pushDetail · c collapse · a axis · Tab focus",
        at: CellPosition(x: status.x, y: status.y),
        style: Style(attributes: .reverse), clip: status)
      for column in container.layout.columns {
        let frame = CellRect(points: column.frame)
        let pane = CellRect(
          x: rect.x + frame.x, y: rect.y + frame.y, width: frame.width, height: frame.height)
        guard !pane.isEmpty else { continue }
        if column.column == .primary {
          index.draw(
            in: pane, buffer: &buffer,
            context: DrawContext(isFocused: !focusesDetail, now: context.now))
        } else {
          drawDetail(in: pane, buffer: &buffer, context: context)
        }
      }
    }

    private func drawDetail(in pane: CellRect, buffer: inout Buffer, context: DrawContext) {
      let stack = container.detailNavigation.viewControllers
      let top = container.detailNavigation.topViewController
      let bar = NavigationBar(
        title: top?.debugName ?? "",
        backTitle: stack.count >= 2 ? stack[stack.count - 2].debugName : nil,
        leadingItems: [], trailingItems: [])
      bar.render(in: CellRect(x: pane.x, y: pane.y, width: pane.width, height: 1), of: &buffer)
      let content = CellRect(
        x: pane.x, y: pane.y + 1, width: pane.width, height: max(0, pane.height - 1))
      let focused = container.isCollapsed || focusesDetail
      (top as? TerminalViewController)?.draw(
        in: content, buffer: &buffer, context: DrawContext(isFocused: focused, now: context.now))
    }

    /// A click goes to the pane under it and focuses that pane: a row of the index opens
    /// it, "Push another" on a page pushes.
    public override func handle(mouse: MouseEvent, in rect: CellRect) -> Bool {
      let content = CellRect(
        x: rect.x, y: rect.y, width: rect.width, height: max(0, rect.height - 1))
      for column in container.layout.columns.reversed() {
        let frame = CellRect(points: column.frame)
        let pane = CellRect(
          x: content.x + frame.x, y: content.y + frame.y, width: frame.width, height: frame.height)
        guard pane.contains(mouse.position) else { continue }
        if column.column == .primary {
          focusesDetail = false
          return index.handle(mouse: mouse, in: pane)
        }
        focusesDetail = true
        let page = CellRect(
          x: pane.x, y: pane.y + 1, width: pane.width, height: max(0, pane.height - 1))
        return (container.detailNavigation.topViewController as? TerminalViewController)?.handle(
          mouse: mouse, in: page) ?? false
      }
      return false
    }

    /// `c` collapse, `a` axis, Tab focus; anything else goes to the focused pane.
    public override func handle(key: KeyEvent) -> Bool {
      if key.modifiers.isEmpty, case .character(let character) = key.key {
        switch character {
        case "c":
          container.forcesCollapse.toggle()
          return true
        case "a":
          container.axis = container.axis == .horizontal ? .vertical : .horizontal
          return true
        default: break
        }
      }
      if key.key == .tab, !container.isCollapsed {
        focusesDetail.toggle()
        return true
      }
      return focused?.handle(key: key) ?? false
    }

    /// Back pops the detail stack down to the index or the first page; other commands go to
    /// the focused pane.
    public override func perform(_ command: HostCommand) -> Bool {
      if command == .back {
        let stack = container.detailNavigation.viewControllers
        guard stack.count >= 2, container.detailNavigation.topViewController !== index,
          stack.count >= (container.isCollapsed ? 3 : 2)
        else {
          focusesDetail = false
          return true
        }
        container.detailNavigation.popViewController(animated: true)
        return true
      }
      return focused?.perform(command) ?? false
    }
  }
}
