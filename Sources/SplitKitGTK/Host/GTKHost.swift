public import CGtk
public import SplitKit
public import SplitKitContent
public import SplitKitHostCore

/// Runs a `SplitViewController` in a GTK 4 window: window size to traits, mouse, touch
/// and keys to engine events, the engine's layout to widgets at exact pixel frames.
///
/// ```swift
/// let split = SplitViewController(style: .doubleColumn)
/// split.setViewController(GTKListViewController(title: "Items", count: 20) { "Item \($0 + 1)" },
///   for: .primary)
/// split.setViewController(GTKTextViewController(title: "Detail"), for: .secondary)
/// try GTKHost.initialize()            // throws when no display opens
/// GTKHost(split: split).run()         // returns when the window closes
/// ```
///
/// ## Frames
/// One engine point is one GTK logical pixel. Each visible column is a widget — a
/// navigation bar (back button, display-mode button, the controller's buttons and title)
/// above the top controller's widget — allocated at the column's frame, back to front.
/// Above covered columns the host places a black dimming layer whose opacity follows the
/// transition, beside the overlay a shadow, and on top the dividers (see ``GTKPlacement``).
///
/// ## Time
/// Animations run on the window's frame clock: while the split view or a navigation
/// stack animates over time, a tick callback advances the engine to each frame's time;
/// when the engine is idle, or a swipe is held still, the callback removes itself, so an
/// idle window uses no CPU (a held swipe redraws on the pointer's moves).
///
/// ## Input
/// A capture-phase event controller gives presses, drags and releases (mouse or touch)
/// to the engine's pointer API first: an edge drag reveals the overlay, a swipe follows
/// the pointer and completes by velocity, a tap on the dimmed area dismisses, the divider
/// drags. What the engine does not claim reaches the content widgets. Keys go through the
/// same ``/SplitKitHostCore/KeyBindings`` as the terminal host, to the focused controller
/// first. A right-to-left text direction mirrors the layout and the gestures.
@MainActor
public final class GTKHost {
  /// The split view hosted.
  public let split: SplitViewController
  /// Thresholds, column widths, gestures and keys.
  public let configuration: GTKHostConfiguration
  /// The window, once ``makeWindow()`` ran.
  public private(set) var window: UnsafeMutablePointer<GtkWidget>?
  /// The content layer's session this host reports its input to, as the other hosts do:
  /// where keys go (offered first to the focused column's GTK view), the key help's state,
  /// and the press the pointer holds.
  public let session: ContentSession
  /// Whether the key help is showing; it opens scrolled to the top.
  public internal(set) var isHelpVisible: Bool {
    get { session.isHelpVisible }
    set { session.setHelpVisible(newValue) }
  }
  /// Whether the window was closed or the user asked to quit.
  public private(set) var isQuitRequested = false
  /// The intervals between animation frames since the last ``resetFrameStatistics()``,
  /// from the frame clock's own timestamps.
  public internal(set) var frameIntervals: [Duration] = []
  /// The time from ``makeWindow()`` to the end of the first frame the window's frame clock
  /// painted.
  public private(set) var timeToFirstFrame: Duration?
  /// Called after every update, for apps that mirror engine state in their own widgets.
  public var onUpdate: (@MainActor () -> Void)?
  /// Sets the window's title (``GTKHostConfiguration/title`` until then), such as to show
  /// progress.
  ///
  /// - Parameter title: The new title.
  public func setWindowTitle(_ title: String) {
    if let window { gtk_window_set_title(window.cast(), title) }
  }

  /// Work the app does in slices between frames, such as indexing a large file.
  ///
  /// While set, the frame clock keeps ticking and each frame calls the closure once
  /// before the engine advances; input is handled between frames. The closure does one
  /// bounded slice and returns whether more remains; once it returns `false` it is
  /// cleared and the clock stops (unless something animates). Setting it starts the clock.
  ///
  /// ```swift
  /// host.frameWork = { indexer.indexNextChunk() }   // true while the file is unread
  /// ```
  public var frameWork: (@MainActor () -> Bool)? {
    didSet { if frameWork != nil { startTicking() } }
  }

  let root: PlacedContainer
  var columnViews: [SplitViewController.Column: ColumnView] = [:]
  /// The main loop's sources for watched descriptors (``watch(readable:handler:)``).
  var descriptorSources: [Int32: guint] = [:]
  var dimWidgets: [WidgetPointer] = []
  var dividerWidgets: [WidgetPointer] = []
  let shadowWidget: WidgetPointer
  let helpWidget: WidgetPointer
  /// The dialog that shows a content controller's question.
  let questionDialog = GTKQuestionDialog()
  var rootOrder: [WidgetPointer] = []
  var tickID: guint = 0
  var lastFrameTime: Int?
  var lastTime: Duration = .zero
  var focusedColumn: SplitViewController.Column?
  /// Where the last press was, in the root's points; nil once a key is pressed (a menu
  /// opening then points at the focused widget).
  var lastPress: Point?
  /// When the person last pressed a key, clicked, touched, scrolled or typed, on ``now``'s
  /// clock; nil before anything.
  public internal(set) var lastInputTime: Duration?
  weak var keyboardFocusController: GTKViewController?
  var allocatedSize: (width: Int32, height: Int32) = (0, 0)
  var isUpdateScheduled = false
  let startTime = g_get_monotonic_time()
  private var windowMadeAt = 0

  /// Creates a host; nothing is shown until ``makeWindow()`` or ``run()``.
  ///
  /// Call ``initialize(applicationName:rightToLeft:)`` before creating a host: widgets
  /// need GTK.
  ///
  /// - Parameters:
  ///   - split: The split view; the host gives it the configuration's thresholds and swipe
  ///     numbers where it kept the engine's, and makes it visible. Column widths are
  ///     the split view's own (the engine's defaults are already in points).
  ///   - configuration: Thresholds, widths, gestures, keys, window size.
  /// - Precondition: GTK is initialized (``initialize(applicationName:rightToLeft:)``).
  public init(split: SplitViewController, configuration: GTKHostConfiguration = .init()) {
    precondition(gtk_is_initialized() != 0, "Call GTKHost.initialize() before making a host")
    self.split = split
    self.configuration = configuration
    session = ContentSession(
      split: split, keyBindings: configuration.keyBindings.handling(Self.handledCommands),
      additionalHelp: configuration.additionalHelp, resizeStep: configuration.resizeStep)
    session.keyResponder = { $0.gtkView }
    split.adoptHostDefaults(
      HostSizingDefaults(thresholds: configuration.thresholds, swipe: configuration.swipe))
    root = PlacedContainer(cssClass: "splitkit-root")
    root.naturalSize = (
      Int32(configuration.windowSize.width), Int32(configuration.windowSize.height)
    )
    shadowWidget = Self.layer("splitkit-shadow")
    helpWidget = gtk_label_new(nil)
    g_object_ref_sink(helpWidget.object)
    gtk_widget_add_css_class(helpWidget, "splitkit-help")
    gtk_label_set_text(helpWidget.opaque, helpText)
    root.onAllocate = { [unowned self] width, height in allocate(width: width, height: height) }
    split.setVisibleInWindow(true)
  }

  /// Initializes GTK, once per process, under the application's name.
  ///
  /// The name is what a screen reader announces for the application (AT-SPI's
  /// application name) and what the window manager groups windows by (`WM_CLASS`); write
  /// the app's own name, the same in both hosts, such as `"mailbox"`.
  ///
  /// ```swift
  /// try GTKHost.initialize(applicationName: "mailbox")
  /// ```
  ///
  /// - Parameters:
  ///   - applicationName: The application's name; nil names it after the executable.
  ///     Only the first call in a process names it.
  ///   - rightToLeft: Whether widgets lay out right to left whatever the locale says
  ///     (GTK's default text direction); the split view mirrors with it.
  /// - Throws: ``GTKHostError`` with ``GTKHostError/Code/noDisplay`` when no display opens.
  public static func initialize(
    applicationName: String? = nil, rightToLeft: Bool = false
  ) throws(GTKHostError) {
    // GLib warns when a name is set twice; GTK reads it when the display opens.
    if g_get_prgname() == nil {
      let name =
        applicationName ?? CommandLine.arguments.first?.split(separator: "/").last.map(String.init)
        ?? "SplitKit"
      g_set_prgname(name)
      g_set_application_name(name)
    }
    guard gtk_init_check() != 0 else {
      throw GTKHostError(
        code: .noDisplay,
        message: "cannot open a display: set DISPLAY (X11) or WAYLAND_DISPLAY, or run under Xvfb")
    }
    if rightToLeft { gtk_widget_set_default_direction(GTK_TEXT_DIR_RTL) }
    GTKStyle.install()
  }

  /// The time since the host was created, on GLib's monotonic clock (the frame clock's).
  public var now: Duration {
    let elapsed = Duration.microseconds(g_get_monotonic_time() - startTime)
    return max(elapsed, lastTime)
  }

  /// Whether frames are due: a transition of the split view or a navigation stack moves
  /// with time (``/SplitKit/SplitViewController/isAnimatingOverTime``); not while a swipe
  /// is held still, which only the pointer's moves change.
  public var isAnimating: Bool { split.isAnimatingOverTime }

  /// Whether a tick callback is installed on the frame clock (false whenever the host is
  /// idle).
  public var isTicking: Bool { tickID != 0 }

  /// Opens the window at the configuration's size, with the split view in it.
  ///
  /// - Returns: The window.
  @discardableResult
  public func makeWindow() -> UnsafeMutablePointer<GtkWidget> {
    if let window { return window }
    windowMadeAt = g_get_monotonic_time()
    let made = created(gtk_window_new())
    gtk_window_set_title(made.cast(), configuration.title)
    gtk_window_set_default_size(
      made.cast(), Int32(configuration.windowSize.width), Int32(configuration.windowSize.height))
    gtk_window_set_child(made.cast(), root.widget)
    window = made
    installInput(on: made)
    Signal.connect(
      made.object, "close-request",
      returning: { [unowned self] in
        isQuitRequested = true
        return false
      })
    // The first frame is the first the frame clock finished painting (mapping comes
    // earlier: nothing is on screen yet then).
    Signal.connect(
      root.widget.object, "map",
      { [unowned self] in
        guard let clock = gtk_widget_get_frame_clock(root.widget) else { return }
        Signal.connect(
          UnsafeMutableRawPointer(clock), "after-paint",
          { [unowned self] in
            if timeToFirstFrame == nil {
              timeToFirstFrame = .microseconds(g_get_monotonic_time() - windowMadeAt)
            }
          })
      })
    // Lay the split view out for the size the window opens at, so the first frame GTK
    // paints already has the columns (a size found only during allocation is shown from
    // the next frame: widgets cannot be added while GTK allocates).
    resize(to: configuration.windowSize)
    update()
    gtk_window_present(made.cast())
    return made
  }

  /// The signal that ended ``run()`` (one of ``quitSignals``), if one did.
  public private(set) var quitSignal: Int32?

  /// The signals that end ``run()`` as closing the window does: SIGTERM, SIGHUP and
  /// SIGINT.
  public static let quitSignals: [Int32] = [SIGTERM, SIGHUP, SIGINT]

  /// What a quit signal's GLib source needs: the host and which signal it watches.
  private final class SignalWatch {
    unowned let host: GTKHost
    let signal: Int32

    init(host: GTKHost, signal: Int32) {
      self.host = host
      self.signal = signal
    }
  }

  /// Opens the window and runs until it is closed, the user quits, or one of
  /// ``quitSignals`` arrives (``quitSignal`` then says which): in every case `run()`
  /// returns, so the app can save what it keeps before it exits.
  public func run() {
    makeWindow()
    // GLib delivers the signals on the main loop, not inside a signal handler.
    let sources = Self.quitSignals.map { signal in
      g_unix_signal_add_full(
        G_PRIORITY_HIGH, signal,
        { data in
          guard let data else { return 0 }
          let watch = Unmanaged<SignalWatch>.fromOpaque(data).takeUnretainedValue()
          MainActor.assumeIsolated {
            watch.host.quitSignal = watch.host.quitSignal ?? watch.signal
            watch.host.requestQuit()
          }
          return 1  // G_SOURCE_CONTINUE, until run() removes it
        },
        Unmanaged.passRetained(SignalWatch(host: self, signal: signal)).toOpaque(),
        { data in
          guard let data else { return }
          Unmanaged<SignalWatch>.fromOpaque(data).release()
        })
    }
    defer { for source in sources { g_source_remove(source) } }
    while !isQuitRequested {
      g_main_context_iteration(nil, 1)
    }
    if let window { gtk_window_destroy(window.cast()) }
  }

  /// Runs GTK's main loop until a condition holds or a deadline passes (for tests and
  /// benchmarks, instead of sleeping).
  ///
  /// - Parameters:
  ///   - timeout: How long to wait at most.
  ///   - condition: Checked after every main-loop iteration.
  /// - Returns: Whether the condition held before the deadline.
  @discardableResult
  public func pump(timeout: Duration = .seconds(5), until condition: () -> Bool) -> Bool {
    let deadline =
      g_get_monotonic_time() + Int(timeout.components.seconds) * 1_000_000
      + Int(timeout.components.attoseconds / 1_000_000_000_000)
    while !condition() {
      if g_get_monotonic_time() > deadline { return false }
      if g_main_context_iteration(nil, 0) == 0 {
        g_usleep(1000)
      }
    }
    return true
  }

  /// Asks ``run()`` to return.
  public func requestQuit() {
    isQuitRequested = true
    g_main_context_wakeup(nil)
  }

  /// Shows or hides the key help.
  ///
  /// - Parameter visible: Whether the help shows.
  public func setHelpVisible(_ visible: Bool) {
    isHelpVisible = visible
    update()
  }

  /// Forgets the recorded frame intervals.
  public func resetFrameStatistics() {
    frameIntervals = []
    lastFrameTime = nil
  }

  /// Whether the frame clock ticks even while the engine is idle.
  ///
  /// For benchmarks that measure frames of GTK's own work, such as scrolling a list; each
  /// tick records ``frameIntervals``. Turning it off lets the tick callback remove itself.
  public var recordsEveryFrame = false {
    didSet { if recordsEveryFrame { startTicking() } }
  }

  /// How many frames the tick callback has seen.
  public internal(set) var frameCount = 0

  /// The placement of the current instant: what the widgets show.
  public var placement: GTKPlacement {
    GTKPlacement(layout: split.layout, restingWidths: restingWidths)
  }

  /// The side columns' widths at rest, so sliding columns keep their width.
  var restingWidths: [SplitViewController.Column: Double] {
    [.primary: split.primaryColumnWidth, .supplementary: split.supplementaryColumnWidth]
  }

  /// The controller on top of the focused column, which gets keys and commands first.
  package var focusedController: GTKViewController? {
    guard let column = split.focusedColumn else { return nil }
    return split.topViewController(in: column)?.gtkView
  }

  /// The commands a window can perform: all but ``/SplitKitHostCore/HostCommand/suspend``
  /// (there is no shell to suspend to).
  public static let handledCommands = Set(HostCommand.allCases).subtracting([.suspend])

  /// The configuration's key table without the rows of commands a window cannot perform:
  /// the keys the host handles and its help lists.
  public var keyBindings: KeyBindings { configuration.keyBindings.handling(Self.handledCommands) }

  var helpText: String {
    // The session's entries, as every host lists them (the inspector's key only where
    // there is an inspector).
    let rows = session.helpEntries.map { entry in
      entry.keys + String(repeating: " ", count: max(1, 12 - entry.keys.count)) + entry.description
    }
    return (["Keys", ""] + rows.dropFirst(session.keyRouting.helpFirstRow)).joined(separator: "\n")
  }

  /// How many rows of keys the help has.
  var helpRowCount: Int { session.helpEntries.count }

  static func layer(_ cssClass: String) -> WidgetPointer {
    let widget = created(gtk_box_new(GTK_ORIENTATION_VERTICAL, 0))
    g_object_ref_sink(widget.object)
    gtk_widget_add_css_class(widget, cssClass)
    gtk_widget_set_can_target(widget, 0)
    return widget
  }
}
