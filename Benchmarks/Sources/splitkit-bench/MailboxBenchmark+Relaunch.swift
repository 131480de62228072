import Foundation
import MailboxCore
import SplitKitTerminal

/// A second launch of an unchanged mbox (issue 35): listed from the summary cache, and a
/// `body:` search typed 100 ms after it answered from a complete search index.
///
/// A first launch (unmeasured) lists the mbox with the summary cache and the search index
/// in a fresh directory, builds the index in the background and writes the cache. Then:
/// - a second launch: the wall time from making the app to every message listed
///   (`relaunch_list_seconds`), and the cache's size per message;
/// - a third launch: frames at 60 Hz from the app's start, `/body:benchmark` typed a key a
///   frame from 100 ms on, and the time from the last key until the search has every
///   match on screen (`relaunch_body_search_ms`).
extension MailboxBenchmark {
  static func relaunch(path: String, suffix: String) throws -> [BenchmarkResult] {
    let directory = NSTemporaryDirectory() + "splitkit-bench-relaunch-\(getpid())"
    try? FileManager.default.removeItem(atPath: directory)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let summaries = directory + "/summaries"
    let search = directory + "/search"
    /// The reader on `path` with both caches, and frames run until `done` (or 10 min).
    ///
    /// A relaunch is a new process, whose last reader let go of the index's lock as it
    /// exited; here the last launch's reader is let go (``release(_:)``) and its lock
    /// awaited, or this launch would find the index locked and read every message.
    func launch(until done: (MailboxApp) -> Bool) throws -> (MailboxApp, TerminalHost) {
      let (_, _, app, host) = try openApp(path: path, summaryCacheDirectory: summaries)
      var indexing = SearchIndexing(root: path, cacheDirectory: search, inBackground: true)
      let free = ContinuousClock.now + .seconds(10)
      while indexing.problem != nil, ContinuousClock.now < free {
        Thread.sleep(forTimeInterval: 0.001)
        indexing = SearchIndexing(root: path, cacheDirectory: search, inBackground: true)
      }
      app.searchIndexing = indexing
      _ = try? host.present()
      let deadline = ContinuousClock.now + .seconds(600)
      while !done(app), ContinuousClock.now < deadline {
        if let work = host.frameWork, !work() { host.frameWork = nil }
        if host.frameWork == nil { Thread.sleep(forTimeInterval: 0.001) }
      }
      return (app, host)
    }
    /// Lets go of `app`'s search index (its builder stopped, the lock closed).
    func release(_ app: MailboxApp) { app.searchIndexing = nil }
    // First launch: listed, the index built, the cache written.
    do {
      let (app, _) = try launch { $0.isIndexed && $0.messageList.searchIndexProgress == nil }
      release(app)
    }
    let cacheFile = try FileManager.default.contentsOfDirectory(atPath: summaries).first {
      $0.hasSuffix(".summaries")
    }
    let cacheBytes =
      cacheFile.flatMap {
        try? FileManager.default.attributesOfItem(atPath: summaries + "/" + $0)[.size] as? Int
      } ?? 0

    // Second launch: everything listed from the cache.
    let clock = ContinuousClock()
    let started = clock.now
    let (listed, _) = try launch { $0.isIndexed }
    let listSeconds = Double(milliseconds(started.duration(to: clock.now))) / 1000
    let messages = listed.messageList.messageCount
    let fromCache = listed.listedFromCache
    release(listed)

    // Third launch: /body:benchmark typed a key a frame from 100 ms after the start.
    let relaunched = clock.now
    let (app, host) = try launch { _ in clock.now - relaunched >= .milliseconds(100) }
    // The search is timed with the index: without it (locked), it reads every message.
    let problem = app.searchIndexing?.problem ?? (app.searchIndexing == nil ? "none" : nil)
    var ticks = Ticks()
    var lastKey = clock.now
    for key in "/body:benchmark" {
      ticks.next()
      lastKey = clock.now
      _ = timedFrame(.character(key), host)
    }
    let deadline = clock.now + .seconds(120)
    while app.messageList.isSearching || app.messageList.rowCount == 0, clock.now < deadline {
      ticks.next()
      _ = timedFrame(nil, host)
    }
    let searchMs = milliseconds(lastKey.duration(to: clock.now))
    let found = app.messageList.rowCount
    let read = app.searchIndexing?.addedMessageCount ?? 0
    release(app)
    return [
      BenchmarkResult(
        name: "relaunch_list_seconds\(suffix)", value: listSeconds,
        unit:
          "s wall (second launch of the unchanged mbox: app made to all \(messages) messages listed, \(fromCache) from the summary cache)"
      ),
      BenchmarkResult(
        name: "summary_cache_bytes_per_message\(suffix)",
        value: Double(cacheBytes) / Double(max(messages, 1)),
        unit: "B/message on disk (\(cacheBytes / 1_000_000) MB)"),
      BenchmarkResult(
        name: "relaunch_body_search_ms\(suffix)", value: problem == nil ? searchMs : .infinity,
        unit:
          "ms (/body:benchmark typed a key a frame from 100 ms after a relaunch with the index complete: last key to every match, \(found) matches, \(read) messages indexed again"
          + (problem.map { "; the index was not used: \($0), \(searchMs) ms" } ?? "") + ")"
      ),
    ]
  }
}
