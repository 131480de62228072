extension Duration {
  /// The duration in seconds as a floating-point number.
  ///
  /// Exact for durations up to about 104 days at nanosecond resolution; animations only
  /// need milliseconds.
  var inSeconds: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) + Double(attoseconds) / 1e18
  }

  /// A duration from a floating-point number of seconds, rounded to the nanosecond.
  ///
  /// NaN and negative inputs give zero and huge or infinite ones about 146 billion years,
  /// so estimates from formulas never trap.
  static func fromSeconds(_ seconds: Double) -> Duration {
    guard seconds > 0 else { return .zero }
    let nanoseconds = (seconds * 1e9).rounded(.up)
    guard nanoseconds < 9.2e18 else { return .seconds(Int64.max / 2) }
    return .nanoseconds(Int64(nanoseconds))
  }
}
