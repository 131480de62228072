import SplitKitHostCore

extension KeyModifiers {
  /// The modifiers encoded in an xterm modifier parameter (`1 + bits`, so `5` is Control).
  ///
  /// Bit 0 is Shift, bit 1 Alt, bit 2 Control; bit 3 (Meta) is folded into Alt and higher
  /// bits (Hyper, Super, Caps Lock, Num Lock) are ignored.
  ///
  /// - Parameter parameter: The parameter as sent by the terminal; `1` or less means none.
  init(xtermParameter parameter: Int) {
    let bits = max(0, parameter - 1)
    var modifiers: KeyModifiers = []
    if bits & 1 != 0 { modifiers.insert(.shift) }
    if bits & 2 != 0 || bits & 8 != 0 { modifiers.insert(.alt) }
    if bits & 4 != 0 { modifiers.insert(.control) }
    self = modifiers
  }
}
