import Foundation
import SplitKit
public import SplitKitContent

extension ReferenceApp {
  /// The example's keys, as the help lists them in both hosts.
  public nonisolated static let keys: [KeyCommand] = [
    KeyCommand(keys: "g", description: "Toggle presentsWithGesture"),
    KeyCommand(keys: "m", description: "Show the master (the handed-off button)"),
    KeyCommand(keys: "s", description: "Preserve the state as JSON in memory"),
    KeyCommand(keys: "r", description: "Restore the preserved state"),
    KeyCommand(keys: "x", description: "Try restoring a corrupted snapshot"),
  ]

  /// The state the screen shows, in one line: display mode, topic, and the master's row.
  public var stateSummary: String {
    let row = master.selectedRow.map { Master.rows[$0] } ?? "none"
    return "mode \(split.displayMode), topic \(detail.topic ?? "none"), row \(row)"
  }

  /// Preserves the split view and every child with a restoration identifier, encoded as JSON
  /// and kept in ``preserved``; logs the size and what was kept.
  public func preserve() {
    var children: [String: String] = [:]
    if let identifier = master.restorationIdentifier, let row = master.selectedRow {
      children[identifier] = Master.rows[row]
    }
    if let identifier = detail.restorationIdentifier, let topic = detail.topic {
      children[identifier] = topic
    }
    let snapshot = Snapshot(split: split.restorationState, children: children)
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    do {
      preserved = Array(try encoder.encode(snapshot))
    } catch {
      log("preserve failed: \(error)")
      return
    }
    log("preserved \(preserved?.count ?? 0) bytes: \(stateSummary)")
  }

  /// Restores ``preserved``, or logs that there is nothing to restore.
  public func restorePreserved() {
    guard let preserved else { return log("nothing preserved yet (press s)") }
    restore(json: preserved)
  }

  /// Restores a copy of ``preserved`` whose master identifier was renamed, so the engine
  /// rejects it with ``RestorationError/Code/unknownIdentifier`` and changes nothing.
  public func restoreCorrupted() {
    guard let preserved, let identifier = master.restorationIdentifier else {
      return log("nothing preserved yet (press s)")
    }
    let text = String(decoding: preserved, as: UTF8.self)
    restore(json: Array(text.replacingOccurrences(of: "\"\(identifier)\"", with: "\"ghost\"").utf8))
  }

  /// Decodes and restores a snapshot; garbage is logged with its typed error and leaves
  /// every controller untouched.
  ///
  /// - Parameter json: The snapshot's JSON bytes, from anywhere.
  public func restore(json: [UInt8]) {
    let snapshot: Snapshot
    do {
      snapshot = try JSONDecoder().decode(Snapshot.self, from: Data(json))
    } catch {
      return log("restore failed: unreadable snapshot; unchanged: \(stateSummary)")
    }
    do throws(RestorationError) {
      try split.restore(from: snapshot.split)
    } catch {
      log("restore failed: RestorationError \(error)")
      return log("unchanged: \(stateSummary)")
    }
    if let identifier = master.restorationIdentifier {
      master.select(row: snapshot.children[identifier].flatMap { Master.rows.firstIndex(of: $0) })
    }
    if let identifier = detail.restorationIdentifier {
      // A topic the master does not list is skipped, never trusted.
      detail.topic = snapshot.children[identifier].flatMap { Master.rows.contains($0) ? $0 : nil }
    }
    log("restored: \(stateSummary)")
  }
}
