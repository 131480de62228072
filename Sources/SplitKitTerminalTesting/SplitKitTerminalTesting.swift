// The host-neutral test support (``/SplitKitTesting/ManualClock``, recorders, snapshots)
// comes with this module, so a terminal test imports one module.
@_exported public import SplitKitTesting

/// Test support for the terminal host: test terminal, screen emulator, driver and widget
/// rendering.
public enum SplitKitTerminalTesting {}
