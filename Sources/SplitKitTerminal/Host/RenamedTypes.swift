// The names this module's types had before the hosts were named alike (TerminalHost,
// GTKHost, WebHost): code written against them still builds, with a fix-it to the new one.

/// The terminal host's former name.
@available(*, deprecated, renamed: "TerminalHost")
public typealias SplitHost = TerminalHost

/// The terminal host configuration's former name.
@available(*, deprecated, renamed: "TerminalHostConfiguration")
public typealias HostConfiguration = TerminalHostConfiguration
