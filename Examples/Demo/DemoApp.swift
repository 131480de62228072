import SplitKit
import SplitKitTerminal

/// The SplitKit demo: a list of "Item 1" … "Item N" and a detail showing the chosen item.
///
/// ```
/// splitkit-demo [--rows N] [--no-mouse] [--version]
/// ```
///
/// The list is virtualized, so `--rows 1000000` starts as fast as `--rows 10`.
struct DemoApp: Equatable {
  /// How many items the list shows.
  var rows: Int
  /// Whether the host handles the mouse.
  var isMouseEnabled = true

  /// The usage text for `--help`.
  static let usage = """
    USAGE: splitkit-demo [--rows N] [--no-mouse] [--version]

    A list of items beside a detail, adapting to the terminal's width:
    under 80 columns one stack, 80-119 the list slides over the detail, 120+ side by side.

    OPTIONS:
      --rows N     Number of items in the list (default 50, up to 1000000000).
      --no-mouse   Leave mouse reporting off.
      --version    Show SplitKit's version.
      -h, --help   Show this help.

    Press ? in the app for the keys.
    """

  /// Why the command line was not understood.
  struct UsageError: Error, Equatable {
    /// A sentence saying what was wrong.
    var message: String
  }

  /// What the command line asks for.
  enum Command: Equatable {
    /// Run the app.
    case run(DemoApp)
    /// Print the usage.
    case help
    /// Print the version.
    case version
  }

  /// Parses the arguments after the program name.
  ///
  /// - Parameter arguments: The arguments, without the program name.
  /// - Returns: What to do.
  /// - Throws: ``UsageError`` for an unknown option or a bad row count.
  static func parse(_ arguments: [String]) throws(UsageError) -> Command {
    var app = DemoApp(rows: 50)
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "-h", "--help":
        return .help
      case "--version":
        return .version
      case "--no-mouse":
        app.isMouseEnabled = false
      case "--rows":
        guard let value = remaining.popFirst() else {
          throw UsageError(message: "--rows needs a number")
        }
        app.rows = try rowCount(value)
      case _ where argument.hasPrefix("--rows="):
        app.rows = try rowCount(String(argument.dropFirst("--rows=".count)))
      default:
        throw UsageError(message: "unknown argument '\(argument)'")
      }
    }
    return .run(app)
  }

  private static func rowCount(_ text: String) throws(UsageError) -> Int {
    guard let count = Int(text), (0...1_000_000_000).contains(count) else {
      throw UsageError(message: "--rows needs a whole number from 0 to 1000000000, not '\(text)'")
    }
    return count
  }

  /// The host configuration for this app.
  var configuration: HostConfiguration {
    HostConfiguration(isMouseEnabled: isMouseEnabled)
  }

  /// Builds the split view: the item list as primary, the detail as secondary.
  @MainActor
  func makeSplit() -> SplitViewController {
    let split = SplitViewController(style: .doubleColumn)
    let list = ItemList(count: rows)
    split.setViewController(list, for: .primary)
    split.setViewController(ItemList.detail(for: rows > 0 ? 0 : nil), for: .secondary)
    return split
  }

  /// The list of items; opening one shows its detail.
  @MainActor
  final class ItemList: ListViewController {
    let count: Int

    init(count: Int) {
      self.count = count
      super.init(title: "Items")
    }

    override var numberOfRows: Int { count }

    override func row(at index: Int) -> ListRow {
      ListRow("Item \(index + 1)")
    }

    override func didOpenRow(at index: Int) {
      showDetail(Self.detail(for: index))
    }

    static func detail(for index: Int?) -> TextViewController {
      guard let index else {
        return TextViewController(title: "No items", text: "The list is empty.")
      }
      let name = "Item \(index + 1)"
      return TextViewController(
        title: name,
        text: """
          \(name)

          This is the detail of \(name), row \(index + 1) of the list.

          Keys: ↑/↓ or k/j move, Enter opens, Esc goes back, \\ toggles the sidebar, \
          Tab switches column, [ and ] resize, ? shows help, q quits.
          """)
    }
  }
}
