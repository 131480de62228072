import GalleryExamples
import SplitKit
import SplitKitTerminal
import SplitKitTerminalTesting

extension GalleryPictures {
  /// The scenes, in file order.
  @MainActor
  static var scenes: [Scene] {
    [
      Scene(
        fileName: "display-mode-one-beside.svg",
        caption: "oneBesideSecondary (allVisible): display-modes, 130x14"
      ) {
        let (app, driver) = start(DisplayModesApp(), columns: 130)
        driver.advance(by: .milliseconds(1_250))
        driver.press(.character("n"))
        driver.advance(by: .milliseconds(500))
        return (app, driver)
      },
      Scene(
        fileName: "display-mode-secondary-only.svg",
        caption: "secondaryOnly (primaryHidden): display-modes after \\"
      ) {
        let (app, driver) = start(DisplayModesApp(), columns: 130)
        driver.advance(by: .milliseconds(1_250))
        driver.press(.character("n"), .character("\\"))
        driver.advance(by: .milliseconds(500))
        return (app, driver)
      },
      Scene(
        fileName: "display-mode-one-over.svg",
        caption: "oneOverSecondary: sliding-master, 100x14, Master pressed"
      ) {
        let (app, driver) = start(SlidingMasterApp(rows: 20), columns: 100)
        driver.press(.character("m"))
        driver.advance(by: .milliseconds(500))
        driver.press(.down, .down)
        return (app, driver)
      },
      Scene(
        fileName: "display-mode-two-beside.svg",
        caption: "twoBesideSecondary: three-columns, 160x14"
      ) {
        let (app, driver) = start(ThreeColumnsApp(rows: 20), columns: 160)
        driver.press(.character("5"), .down, .enter, .tab, .down, .down, .enter)
        driver.advance(by: .milliseconds(500))
        return (app, driver)
      },
      Scene(
        fileName: "inspector.svg",
        caption: "The inspector beside the detail: three-columns, 200x14, i pressed"
      ) {
        let (app, driver) = start(ThreeColumnsApp(rows: 20), columns: 200)
        driver.press(.character("i"))
        driver.advance(by: .milliseconds(500))
        return (app, driver)
      },
      Scene(
        fileName: "display-mode-two-over.svg",
        caption: "twoOverSecondary: three-columns, preferred mode 6"
      ) {
        let (app, driver) = start(ThreeColumnsApp(rows: 20), columns: 160)
        driver.press(.character("6"))
        driver.advance(by: .milliseconds(500))
        return (app, driver)
      },
      Scene(
        fileName: "display-mode-two-displace.svg",
        caption: "twoDisplaceSecondary: three-columns, preferred mode 7"
      ) {
        let (app, driver) = start(ThreeColumnsApp(rows: 20), columns: 160)
        driver.press(.character("7"))
        driver.advance(by: .milliseconds(500))
        return (app, driver)
      },
      Scene(
        fileName: "overlay-mid-swipe.svg", caption: "Overlay mid-swipe: sliding-master, edge drag"
      ) {
        let (app, driver) = start(SlidingMasterApp(rows: 20), columns: 100)
        let width = Int(app.split.primaryColumnWidth)
        driver.send(.mouse(MouseEvent(.press, button: .left, at: CellPosition(x: 0, y: 8))))
        for step in 1...4 {
          driver.advance(by: .milliseconds(40))
          driver.send(
            .mouse(MouseEvent(.drag, button: .left, at: CellPosition(x: width * step / 8, y: 8))))
        }
        return (app, driver)
      },
      Scene(
        fileName: "settings-form.svg",
        caption: "A form: settings, 120x14, Tab Tab (the device name being typed in)"
      ) {
        let (app, driver) = start(SettingsApp(), columns: 120)
        driver.press(.tab, .tab)
        return (app, driver)
      },
      Scene(
        fileName: "notes-editor.svg",
        caption: "The editor: notes, 140x14, n, a note typed, Shift-Left ×3 (a selection)"
      ) {
        let (app, driver) = start(NotesApp(), columns: 140)
        driver.type("n")
        driver.type("Shopping list")
        driver.press(.enter)
        driver.type("apples and 東京 pears")
        // Shift-Left three times, as a terminal sends it.
        driver.send(bytes: Array(String(repeating: "\u{1B}[1;2D", count: 3).utf8))
        return (app, driver)
      },
      Scene(fileName: "collapsed-stack.svg", caption: "Collapsed stack: index-detail, 60 columns") {
        let (app, driver) = start(IndexDetailApp(), columns: 60)
        driver.press(.down, .down, .enter, .character("p"))
        driver.advance(by: .milliseconds(500))
        return (app, driver)
      },
    ]
  }

  @MainActor
  private static func start(_ app: some GalleryApp, columns: Int) -> (any GalleryApp, Driver) {
    var configuration = TerminalHostConfiguration()
    configuration.colorMode = .trueColor
    let driver = Driver(
      app: app.split, size: CellSize(columns: columns, rows: 14), configuration: configuration)
    app.attach(to: driver.host)
    return (app, driver)
  }
}
