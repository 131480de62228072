/// What the gallery says about one of its examples, the same in `gallery` and
/// `gallery-gtk`: its name on the command line, a one-line summary and the source
/// document it follows.
///
/// ```swift
/// GalleryExampleInfo.all.map(\.name)   // ["sliding-master", "reference", …]
/// ```
public struct GalleryExampleInfo: Hashable, Sendable {
  /// The name on the command line, such as `sliding-master`.
  public var name: String
  /// One line on what the example shows and its keys.
  public var summary: String
  /// The source document the example follows.
  public var document: String

  /// The Mail-style master that slides over the detail.
  public static let slidingMaster = GalleryExampleInfo(
    name: "sliding-master",
    summary:
      "Mail-style master that slides over the detail: Master button, edge drag, tap or swipe to dismiss",
    document:
      "\"Mail app style Split View Controller with a sliding master view\", Keith Harrison (Use Your Loaf), 2011"
  )
  /// The class reference's hand-off and callbacks.
  public static let reference = GalleryExampleInfo(
    name: "reference",
    summary:
      "The class reference: bar-button hand-off and appearance callbacks in an event log; g gesture, s/r/x preserve, restore, corrupted restore",
    document: "\"UISplitViewController Class Reference\", Apple (iOS 6)")
  /// Display modes and the display-mode button.
  public static let displayModes = GalleryExampleInfo(
    name: "display-modes",
    summary:
      "A \"Now\" button stamping the detail; display-mode button; every preferred mode at run time",
    document: "\"Split View Controller Display Modes\", Keith Harrison (Use Your Loaf), 2020")
  /// An index beside a detail stack.
  public static let indexDetail = GalleryExampleInfo(
    name: "index-detail",
    summary:
      "Index beside a detail stack with a placeholder root: showDetail, pushDetail, c collapse, a axis",
    document: "\"IndexDetailViewController\" README, Elegant Chaos, 2020")
  /// The adaptive split view with a trait override.
  public static let ninjaWeapons = GalleryExampleInfo(
    name: "ninja-weapons",
    summary:
      "Weapons and details on any width: trait override, width fraction 0.3, show/showDetail routes",
    document: "\"iOS8 Day-by-Day :: Day 18 :: UISplitViewController\", Sam Davies, 2014")
  /// Three columns.
  public static let threeColumns = GalleryExampleInfo(
    name: "three-columns",
    summary: "Sidebar, list and detail: every display mode and split behaviour one key away",
    document: "UIKit's column-style UISplitViewController, Apple (iOS 14)")
  /// A Settings app of forms.
  public static let settings = GalleryExampleInfo(
    name: "settings",
    summary:
      "Settings of forms: a switch, a choice, a text field, a stepper and a Reset that asks; Tab, Space, arrows, typing, clicks",
    document: "iPad Settings; SwiftUI's Form, libadwaita's preferences rows")

  /// A Notes app with a multi-line editor.
  public static let notes = GalleryExampleInfo(
    name: "notes",
    summary:
      "Notes: folders, notes and the note in an editor; n new, d delete, / search, i inspector",
    document: "iPad Notes; SwiftUI's TextEditor, Textual's TextArea")

  /// Every example, in the order the gallery lists them.
  public static let all: [GalleryExampleInfo] = [
    slidingMaster, reference, displayModes, indexDetail, ninjaWeapons, threeColumns, settings,
    notes,
  ]
}
