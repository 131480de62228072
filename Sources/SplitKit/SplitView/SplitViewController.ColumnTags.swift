extension SplitViewController {
  /// The column each entry of the merged stack came from, while collapsed.
  ///
  /// Entries are held weakly and matched by identity, not by address alone: a controller
  /// that is freed while tagged can never lend its column to a new controller that happens
  /// to reuse its address (a push while collapsed would otherwise land in the wrong column
  /// on expand).
  struct ColumnTags {
    private struct Tag {
      weak var controller: ViewController?
      var column: Column
    }

    private var tags: [ObjectIdentifier: Tag] = [:]

    /// The column `controller` was tagged with, if it is the very controller tagged.
    @MainActor
    subscript(controller: ViewController) -> Column? {
      get {
        guard let tag = tags[ObjectIdentifier(controller)], tag.controller === controller else {
          return nil
        }
        return tag.column
      }
      set {
        tags = tags.filter { $0.value.controller != nil }
        let key = ObjectIdentifier(controller)
        tags[key] = newValue.map { Tag(controller: controller, column: $0) }
      }
    }
  }
}
