#if canImport(Glibc)
  import Glibc
#endif

// splitkit-floor: the floor `splitkit-bench floor` measures SplitKit's terminal host
// against. The same screen as `splitkit-bench-list` (a list of items beside the chosen
// item's page, titles above both, the selected row in reverse video), drawn the plain way
// a minimal raw-mode program would: no framework, no cell buffer, no diff. It writes whole
// padded lines, all of them on a resize, the two rows that changed and the page on a key.
//
// Keys: j or Down, k or Up move the selection (the page follows it); q quits.

let itemCount = 1000
var columns = 200
var rows = 60
var selected = 0
var top = 0
var resized: sig_atomic_t = 0

/// The list's width: 0.3 of the screen between 20 and 40 columns, as the host's primary.
func listWidth() -> Int { min(40, max(20, columns * 3 / 10)) }

var output: [UInt8] = []
func put(_ text: String) { output.append(contentsOf: text.utf8) }
func move(_ row: Int, _ column: Int) { put("\u{1B}[\(row + 1);\(column + 1)H") }
/// `text` cut or padded with spaces to exactly `width` columns (the text is ASCII).
func padded(_ text: String, _ width: Int) -> String {
  let cut = String(text.prefix(max(0, width)))
  return cut + String(repeating: " ", count: max(0, width - cut.count))
}
func flush() {
  var offset = 0
  while offset < output.count {
    let written = output[offset...].withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
    if written <= 0 { break }
    offset += written
  }
  output.removeAll(keepingCapacity: true)
}

func drawRow(_ index: Int) {
  let row = index - top + 1
  guard row >= 1, row < rows else { return }
  move(row, 0)
  let text = padded(" Item \(index + 1)", listWidth())
  put(index == selected ? "\u{1B}[7m\(text)\u{1B}[0m" : text)
}

func drawPage() {
  let left = listWidth() + 1
  let width = columns - left
  move(0, left)
  put("\u{1B}[1m" + padded(" Item \(selected + 1)", width) + "\u{1B}[0m")
  let lines = [
    "Item \(selected + 1)", "",
    "This is the detail of Item \(selected + 1), row \(selected + 1) of the list.", "",
    "j and k move, q quits.",
  ]
  for row in 1..<rows {
    move(row, left)
    put(padded(row - 1 < lines.count ? " " + lines[row - 1] : "", width))
  }
}

func drawAll() {
  put("\u{1B}[H")
  put("\u{1B}[1m" + padded(" Items", listWidth()) + "\u{1B}[0m")
  for row in 1..<rows {
    drawRow(top + row - 1)
    move(row, listWidth())
    put("│")
  }
  move(0, listWidth())
  put("│")
  drawPage()
  flush()
}

func readSize() {
  var size = winsize()
  if ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 {
    columns = Int(size.ws_col)
    rows = Int(size.ws_row)
  }
}

func moveSelection(by step: Int) {
  let next = max(0, min(itemCount - 1, selected + step))
  guard next != selected else { return }
  let old = selected
  selected = next
  if selected < top || selected >= top + rows - 1 {
    top = max(0, selected - (rows - 2))
    drawAll()
    return
  }
  drawRow(old)
  drawRow(selected)
  drawPage()
  flush()
}

var original = termios()
tcgetattr(0, &original)
var raw = original
cfmakeraw(&raw)
tcsetattr(0, TCSANOW, &raw)
// Without SA_RESTART, so the blocking read returns (EINTR) and the resize is drawn at once.
var action = sigaction()
action.__sigaction_handler.sa_handler = { _ in resized = 1 }
sigemptyset(&action.sa_mask)
action.sa_flags = 0
sigaction(SIGWINCH, &action, nil)
put("\u{1B}[?1049h\u{1B}[?25l\u{1B}[2J")
readSize()
drawAll()

var buffer = [UInt8](repeating: 0, count: 256)
loop: while true {
  let count = read(0, &buffer, buffer.count)
  if resized != 0 {
    resized = 0
    readSize()
    put("\u{1B}[2J")
    drawAll()
  }
  guard count > 0 else {
    if count < 0 && errno == EINTR { continue }
    break
  }
  var index = 0
  while index < count {
    switch buffer[index] {
    case UInt8(ascii: "q"): break loop
    case UInt8(ascii: "j"): moveSelection(by: 1)
    case UInt8(ascii: "k"): moveSelection(by: -1)
    case 0x1B where index + 2 < count && buffer[index + 1] == UInt8(ascii: "["):
      if buffer[index + 2] == UInt8(ascii: "B") { moveSelection(by: 1) }
      if buffer[index + 2] == UInt8(ascii: "A") { moveSelection(by: -1) }
      index += 2
    default: break
    }
    index += 1
  }
}
put("\u{1B}[?25h\u{1B}[?1049l")
flush()
tcsetattr(0, TCSANOW, &original)
