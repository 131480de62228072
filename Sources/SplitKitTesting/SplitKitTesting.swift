/// Test support for SplitKit: test terminal, manual clock, driver and frame assertions.
public enum SplitKitTesting {}
