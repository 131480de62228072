import SplitKit
@_exported public import SplitKitContent
@_exported public import SplitKitHostCore

/// The version of the terminal host, which matches the engine's.
public enum SplitKitTerminalVersion {
  /// The semantic version string.
  public static let string = SplitKitVersion.string
}
