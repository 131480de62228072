import SplitKit
@_exported public import SplitKitHostCore

/// The version of the GTK host, which matches the engine's.
public enum SplitKitGTKVersion {
  /// The semantic version string.
  public static let string = SplitKitVersion.string
}
