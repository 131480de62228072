/// The version of SplitKit: the one constant every executable's `--version` prints.
///
/// `mailbox`, `mailbox-gtk`, `gallery`, `gallery-gtk`, `splitkit-demo` and
/// `splitkit-demo-gtk` print it, and the hosts' version constants repeat it. It follows Semantic Versioning and is the git tag of
/// its release, which is what a dependency written `.package(url:from:)` resolves;
/// `CHANGELOG.md` says what each version changed.
public enum SplitKitVersion {
  /// The semantic version string.
  public static let string = "0.1.0"
}
