import SplitKit

/// What every SplitKit host shares: keys, the key table, the commands they perform, the
/// split-level part of those commands, and the integer rectangle frames are placed on.
///
/// Standard library and the engine only. The terminal host (`SplitKitTerminal`) and the
/// GTK host (`SplitKitGTK`) both re-export it, so apps see one `KeyEvent`, one
/// `KeyBindings.standard` and one `HostCommand` whichever host they run in.
public enum SplitKitHostCoreVersion {
  /// The semantic version string, which matches the engine's.
  public static let string = SplitKitVersion.string
}
