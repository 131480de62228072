// The names this module's types had before the hosts were named alike (TerminalHost,
// GTKHost, WebHost): code written against them still builds, with a fix-it to the new one.

/// The GTK host's former name.
@available(*, deprecated, renamed: "GTKHost")
public typealias GTKSplitHost = GTKHost
