import SplitKitContent

/// Noticing another program's changes while the reader is idle: new mail, flag renames,
/// moves and removals in a Maildir, an mbox appended to.
///
/// A ``MailboxWatcher`` (inotify, or a timer where inotify cannot be used) gives one
/// descriptor, which the host waits on beside its input (``ContentHost/watch(readable:handler:)``),
/// so nothing runs while nothing changes. When it wakes, the open folder is compared with
/// its ``MailboxStamp`` and read again if it changed (``reloadIfChangedOnDisk()``, as at a
/// key: the selection, the open message, conversations and the search are kept), and
/// another folder that changed is counted again for the sidebar.
extension MailboxApp {
  /// What to watch for changes to `folder`: a Maildir's `new/` and `cur/`, or the mbox
  /// file.
  static func watchedPaths(of path: String, format: MailboxFormat) -> [String] {
    format == .maildir ? [path + "/new", path + "/cur"] : [path]
  }

  /// Watches the open folder and every other folder of the tree, making the watcher on
  /// first use and telling the host about its descriptor (again when it changes, as when
  /// inotify runs out of watches and the watcher turns to its timer).
  func updateWatching() {
    guard let host, hostWatches else { return }
    let settings = self.settings.configuration.watch
    let watcher =
      self.watcher
      ?? MailboxWatcher(fallbackInterval: settings.interval, usesInotify: settings.usesInotify)
    self.watcher = watcher
    var paths = Self.watchedPaths(of: mailbox.path, format: mailbox.format)
    for folder in folderTree?.folders ?? [] where folder.path != mailbox.path {
      paths += Self.watchedPaths(of: folder.path, format: folder.format)
    }
    watcher.watch(paths)
    guard watcher.fileDescriptor != watchedDescriptor else { return }
    if watchedDescriptor >= 0 { host.stopWatching(watchedDescriptor) }
    watchedDescriptor = watcher.fileDescriptor
    guard watchedDescriptor >= 0 else { return }
    guard
      host.watch(
        readable: watchedDescriptor, handler: { [weak self] in self?.watchedPathsChanged() })
    else {
      // Nothing would read the watcher: it is not kept, as each holds one of the few
      // inotify instances a user may have (128 by default, shared by every program).
      (self.watcher, watchedDescriptor, hostWatches) = (nil, -1, false)
      return
    }
  }

  /// The watcher woke: reads what it says, counts the other folders that changed again,
  /// and schedules reading the open one if it changed.
  func watchedPathsChanged() {
    guard let watcher else { return }
    let changed = watcher.drain()
    if changed?.isEmpty == true { return }
    // Other folders are counted again only when inotify names them; a timer tick checks
    // the open folder alone (counting every folder each tick would read them all).
    if let changed, let tree = folderTree {
      for (index, folder) in tree.folders.enumerated() where index != openFolder {
        let paths = Self.watchedPaths(of: folder.path, format: folder.format)
        guard paths.contains(where: changed.contains) else { continue }
        folderCounts?.left(index, unread: nil)
        folderCounts?.countFirst(index)
      }
    }
    if isChangedOnDisk || folderCounts?.isCounting == true {
      scheduleFrameWork()
      host?.setNeedsUpdate()
    }
  }
}
