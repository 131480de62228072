import SplitKitTerminal
import Testing

/// One input byte sequence and the events it must decode to (after the escape timeout).
struct InputSample: Sendable, CustomTestStringConvertible {
  var name: String
  var bytes: [UInt8]
  var events: [InputEvent]

  init(_ name: String, _ text: String, _ events: [InputEvent]) {
    self.init(name, Array(text.utf8), events)
  }

  init(_ name: String, _ bytes: [UInt8], _ events: [InputEvent]) {
    self.name = name
    self.bytes = bytes
    self.events = events
  }

  var testDescription: String { name }
}

private func mouse(
  _ kind: MouseEvent.Kind, _ button: MouseEvent.Button, _ x: Int, _ y: Int,
  _ modifiers: KeyModifiers = []
) -> InputEvent {
  .mouse(MouseEvent(kind, button: button, at: CellPosition(x: x, y: y), modifiers: modifiers))
}

private func text(_ string: String, _ modifiers: KeyModifiers = []) -> [InputEvent] {
  string.map { .key(.character($0), modifiers) }
}

/// Byte sequences real terminals (xterm, tmux, kitty, iTerm2, VTE) send, and their meaning.
let inputCorpus: [InputSample] = [
  // Text and control keys.
  InputSample("ASCII text", "hello", text("hello")),
  InputSample("Uppercase has no shift", "Hi!", text("Hi!")),
  InputSample("Two-byte UTF-8", "é", text("é")),
  InputSample("Three-byte UTF-8", "日本", text("日本")),
  InputSample("Four-byte UTF-8", "🙂", text("🙂")),
  InputSample("Carriage return is Enter", "\r", [.key(.enter)]),
  InputSample("Line feed is Enter", "\n", [.key(.enter)]),
  InputSample("Tab", "\t", [.key(.tab)]),
  InputSample("DEL is Backspace", [0x7F], [.key(.backspace)]),
  InputSample("BS is Control+Backspace", [0x08], [.key(.backspace, .control)]),
  InputSample("Ctrl-C is a key", [0x03], [.key(.character("c"), .control)]),
  InputSample(
    "Ctrl-A and Ctrl-Z", [0x01, 0x1A],
    [.key(.character("a"), .control), .key(.character("z"), .control)]),
  InputSample("Ctrl-Space", [0x00], [.key(.character(" "), .control)]),
  InputSample("Ctrl-Backslash", [0x1C], [.key(.character("\\"), .control)]),
  // Escape and Alt.
  InputSample("Lone ESC after the timeout", "\u{1B}", [.key(.escape)]),
  InputSample("Double ESC", "\u{1B}\u{1B}", [.key(.escape), .key(.escape)]),
  InputSample("Alt+letter", "\u{1B}x", [.key(.character("x"), .alt)]),
  InputSample("Alt+UTF-8", "\u{1B}é", [.key(.character("é"), .alt)]),
  InputSample("Alt+Ctrl-C", [0x1B, 0x03], [.key(.character("c"), [.alt, .control])]),
  InputSample("Alt+Backspace", [0x1B, 0x7F], [.key(.backspace, .alt)]),
  InputSample("Alt+Enter", "\u{1B}\r", [.key(.enter, .alt)]),
  InputSample("Alt+[ after the timeout", "\u{1B}[", [.key(.character("["), .alt)]),
  InputSample("Alt+O after the timeout", "\u{1B}O", [.key(.character("O"), .alt)]),
  InputSample("Alt+P after the timeout", "\u{1B}P", [.key(.character("P"), .alt)]),
  InputSample("ESC then an arrow", "\u{1B}\u{1B}[A", [.key(.escape), .key(.up)]),
  // Cursor, editing and function keys.
  InputSample(
    "CSI arrows", "\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D",
    [.key(.up), .key(.down), .key(.right), .key(.left)]),
  InputSample(
    "SS3 arrows", "\u{1B}OA\u{1B}OB\u{1B}OC\u{1B}OD",
    [.key(.up), .key(.down), .key(.right), .key(.left)]),
  InputSample(
    "Home and End", "\u{1B}[H\u{1B}[F\u{1B}OH\u{1B}OF\u{1B}[1~\u{1B}[4~\u{1B}[7~\u{1B}[8~",
    [
      .key(.home), .key(.end), .key(.home), .key(.end), .key(.home), .key(.end), .key(.home),
      .key(.end),
    ]),
  InputSample(
    "Editing keys", "\u{1B}[2~\u{1B}[3~\u{1B}[5~\u{1B}[6~",
    [.key(.insert), .key(.delete), .key(.pageUp), .key(.pageDown)]),
  InputSample("Shift+Up", "\u{1B}[1;2A", [.key(.up, .shift)]),
  InputSample("Alt+Left", "\u{1B}[1;3D", [.key(.left, .alt)]),
  InputSample("Ctrl+Right", "\u{1B}[1;5C", [.key(.right, .control)]),
  InputSample("Ctrl+Shift+Alt+End", "\u{1B}[1;8F", [.key(.end, [.shift, .alt, .control])]),
  InputSample("Meta folds into Alt", "\u{1B}[1;9A", [.key(.up, .alt)]),
  InputSample("Ctrl+Delete", "\u{1B}[3;5~", [.key(.delete, .control)]),
  InputSample("Shift+PageDown", "\u{1B}[6;2~", [.key(.pageDown, .shift)]),
  InputSample("Shift-Tab", "\u{1B}[Z", [.key(.backTab)]),
  InputSample("Keypad Enter", "\u{1B}OM", [.key(.enter)]),
  InputSample(
    "F1–F4 as SS3", "\u{1B}OP\u{1B}OQ\u{1B}OR\u{1B}OS",
    [.key(.f(1)), .key(.f(2)), .key(.f(3)), .key(.f(4))]),
  InputSample("Ctrl+F1 as CSI", "\u{1B}[1;5P", [.key(.f(1), .control)]),
  InputSample(
    "F1–F5 as CSI ~ (rxvt)", "\u{1B}[11~\u{1B}[12~\u{1B}[13~\u{1B}[14~\u{1B}[15~",
    [.key(.f(1)), .key(.f(2)), .key(.f(3)), .key(.f(4)), .key(.f(5))]),
  InputSample(
    "F6–F12", "\u{1B}[17~\u{1B}[18~\u{1B}[19~\u{1B}[20~\u{1B}[21~\u{1B}[23~\u{1B}[24~",
    (6...12).map { .key(.f($0)) }),
  InputSample("Shift+F12", "\u{1B}[24;2~", [.key(.f(12), .shift)]),
  InputSample(
    "CSI u keys", "\u{1B}[97;5u\u{1B}[13;2u\u{1B}[27u\u{1B}[127;3u",
    [.key(.character("a"), .control), .key(.enter, .shift), .key(.escape), .key(.backspace, .alt)]),
  InputSample(
    "rxvt Shift+arrows", "\u{1B}[a\u{1B}[b\u{1B}[c\u{1B}[d",
    [.key(.up, .shift), .key(.down, .shift), .key(.right, .shift), .key(.left, .shift)]),
  InputSample(
    "rxvt Control+arrows", "\u{1B}Oa\u{1B}Ob\u{1B}Oc\u{1B}Od",
    [.key(.up, .control), .key(.down, .control), .key(.right, .control), .key(.left, .control)]),
  InputSample(
    "rxvt modifier finals", "\u{1B}[3^\u{1B}[5@",
    [.key(.delete, .control), .key(.pageUp, [.control, .shift])]),
  InputSample(
    "Linux console F1–F5", "\u{1B}[[A\u{1B}[[B\u{1B}[[C\u{1B}[[D\u{1B}[[E",
    (1...5).map { .key(.f($0)) }),
  InputSample("Linux console unknown key dropped", "\u{1B}[[Zq", text("q")),
  // Mouse.
  InputSample(
    "SGR left press and release", "\u{1B}[<0;1;1M\u{1B}[<0;1;1m",
    [mouse(.press, .left, 0, 0), mouse(.release, .left, 0, 0)]),
  InputSample(
    "SGR middle and right", "\u{1B}[<1;10;5M\u{1B}[<2;200;60M",
    [mouse(.press, .middle, 9, 4), mouse(.press, .right, 199, 59)]),
  InputSample(
    "SGR drag", "\u{1B}[<32;3;4M\u{1B}[<34;5;4M",
    [mouse(.drag, .left, 2, 3), mouse(.drag, .right, 4, 3)]),
  InputSample("SGR move without button", "\u{1B}[<35;7;8M", [mouse(.move, .none, 6, 7)]),
  InputSample(
    "SGR wheel", "\u{1B}[<64;2;2M\u{1B}[<65;2;2M\u{1B}[<66;2;2M\u{1B}[<67;2;2M",
    [
      mouse(.wheelUp, .none, 1, 1), mouse(.wheelDown, .none, 1, 1), mouse(.wheelLeft, .none, 1, 1),
      mouse(.wheelRight, .none, 1, 1),
    ]),
  InputSample(
    "SGR modifiers", "\u{1B}[<28;1;1M", [mouse(.press, .left, 0, 0, [.shift, .alt, .control])]),
  InputSample("SGR Ctrl+wheel", "\u{1B}[<81;4;4M", [mouse(.wheelDown, .none, 3, 3, .control)]),
  InputSample(
    "X10 mouse", [0x1B, 0x5B, 0x4D, 32, 33, 34, 0x1B, 0x5B, 0x4D, 35, 33, 34],
    [mouse(.press, .left, 0, 1), mouse(.release, .none, 0, 1)]),
  // Paste and focus.
  InputSample("Bracketed paste", "\u{1B}[200~hello world\u{1B}[201~", [.paste("hello world")]),
  InputSample(
    "Paste keeps controls and escapes", "\u{1B}[200~a\r\u{1B}[31mb\u{1B}[20\u{1B}[201~x",
    [.paste("a\r\u{1B}[31mb\u{1B}[20"), .key(.character("x"))]),
  InputSample(
    "Paste of UTF-8 and invalid bytes",
    [0x1B, 0x5B, 0x32, 0x30, 0x30, 0x7E, 0xC3, 0xA9, 0xFF, 0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E],
    [.paste("é\u{FFFD}")]),
  InputSample("Empty paste", "\u{1B}[200~\u{1B}[201~", [.paste("")]),
  InputSample("Focus in and out", "\u{1B}[I\u{1B}[O", [.focusGained, .focusLost]),
  // Dropped sequences do not take the following bytes with them.
  InputSample("Unknown CSI dropped", "\u{1B}[?1;2cq", text("q")),
  InputSample("Cursor position report dropped", "\u{1B}[12;40Rq", text("q")),
  InputSample("CSI with intermediates dropped", "\u{1B}[1 qq", text("q")),
  InputSample("OSC with BEL dropped", "\u{1B}]11;rgb:0000/0000/0000\u{07}q", text("q")),
  InputSample("OSC with ST dropped", "\u{1B}]0;title\u{1B}\\q", text("q")),
  InputSample("DCS dropped", "\u{1B}P1$r0m\u{1B}\\q", text("q")),
  InputSample("APC dropped", "\u{1B}_Gi=1;OK\u{1B}\\q", text("q")),
  InputSample("OSC cut short by a new sequence", "\u{1B}]0;abc\u{1B}[A", [.key(.up)]),
  InputSample("CSI cut short by ESC", "\u{1B}[12\u{1B}[B", [.key(.down)]),
  InputSample(
    "CSI cut short by a control byte", "\u{1B}[1;\rq", [.key(.enter), .key(.character("q"))]),
  InputSample(
    "Overlong CSI dropped", "\u{1B}[" + String(repeating: "1;", count: 100) + "Aq", text("q")),
  InputSample("Too many digits dropped", "\u{1B}[1;123456Aq", text("q")),
  InputSample("Mouse with missing fields dropped", "\u{1B}[<0;1Mq", text("q")),
  InputSample("Mouse at column zero dropped", "\u{1B}[<0;0;1Mq", text("q")),
  InputSample("SS3 with unknown final dropped", "\u{1B}Ozq", text("q")),
  InputSample("Unfinished CSI dropped at the timeout", "\u{1B}[1;5", []),
  InputSample("Unfinished OSC dropped at the timeout", "\u{1B}]0;ti", []),
]
