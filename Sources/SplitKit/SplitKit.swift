/// The version of the SplitKit engine.
public enum SplitKitVersion {
  /// The semantic version string.
  public static let string = "0.1.0"
}
