extension FrameEncoder {
  /// Changes the terminal's style to `target` (already resolved for the colour mode)
  /// with the shorter of: only the parameters that differ, or a reset followed by
  /// everything `target` needs (a bare `CSI m` when `target` is the default).
  mutating func setStyle(_ target: Style) {
    if style == target { return }
    // A bare `CSI m` resets; the 0 is only needed before further parameters.
    var reset: [UInt8] = target == .default ? [] : [UInt8(ascii: "0")]
    Self.appendAttributes(target.attributes, to: &reset)
    if target.foreground != .default {
      Self.appendColor(target.foreground, background: false, to: &reset)
    }
    if target.background != .default {
      Self.appendColor(target.background, background: true, to: &reset)
    }
    var parameters = reset
    if let current = style {
      var changes: [UInt8] = []
      Self.appendChanges(from: current, to: target, to: &changes)
      if changes.count < reset.count { parameters = changes }
    }
    append("\u{1B}[")
    bytes.append(contentsOf: parameters)
    bytes.append(UInt8(ascii: "m"))
    style = target
  }

  private static func appendChanges(
    from current: Style, to target: Style, to parameters: inout [UInt8]
  ) {
    let removed = current.attributes.subtracting(target.attributes)
    var added = target.attributes.subtracting(current.attributes)
    if !removed.isDisjoint(with: [.bold, .dim]) {
      appendParameter(22, to: &parameters)
      added.formUnion(target.attributes.intersection([.bold, .dim]))
    }
    if removed.contains(.italic) { appendParameter(23, to: &parameters) }
    if removed.contains(.underline) { appendParameter(24, to: &parameters) }
    if removed.contains(.reverse) { appendParameter(27, to: &parameters) }
    appendAttributes(added, to: &parameters)
    if current.foreground != target.foreground {
      appendColor(target.foreground, background: false, to: &parameters)
    }
    if current.background != target.background {
      appendColor(target.background, background: true, to: &parameters)
    }
  }

  private static func appendAttributes(_ attributes: Style.Attributes, to parameters: inout [UInt8])
  {
    if attributes.contains(.bold) { appendParameter(1, to: &parameters) }
    if attributes.contains(.dim) { appendParameter(2, to: &parameters) }
    if attributes.contains(.italic) { appendParameter(3, to: &parameters) }
    if attributes.contains(.underline) { appendParameter(4, to: &parameters) }
    if attributes.contains(.reverse) { appendParameter(7, to: &parameters) }
  }

  private static func appendColor(_ color: Color, background: Bool, to parameters: inout [UInt8]) {
    let offset = background ? 10 : 0
    switch color {
    case .default: appendParameter(39 + offset, to: &parameters)
    case .ansi(let ansi):
      let index = Int(ansi.rawValue)
      appendParameter(index < 8 ? 30 + offset + index : 90 + offset + index - 8, to: &parameters)
    case .indexed(let index):
      appendParameter(38 + offset, to: &parameters)
      appendParameter(5, to: &parameters)
      appendParameter(Int(index), to: &parameters)
    case .rgb(let red, let green, let blue):
      appendParameter(38 + offset, to: &parameters)
      appendParameter(2, to: &parameters)
      appendParameter(Int(red), to: &parameters)
      appendParameter(Int(green), to: &parameters)
      appendParameter(Int(blue), to: &parameters)
    }
  }

  /// Appends `value`, preceded by `;` unless it is the first parameter.
  private static func appendParameter(_ value: Int, to parameters: inout [UInt8]) {
    if !parameters.isEmpty { parameters.append(UInt8(ascii: ";")) }
    if value >= 100 { parameters.append(UInt8(ascii: "0") + UInt8(value / 100)) }
    if value >= 10 { parameters.append(UInt8(ascii: "0") + UInt8(value / 10 % 10)) }
    parameters.append(UInt8(ascii: "0") + UInt8(value % 10))
  }
}
