import Foundation

/// One application's accessibility tree as a screen reader reads it over AT-SPI: every
/// node in document order with its role, name, description, text and states.
///
/// ```swift
/// let tree = try await bus.tree(of: "mailbox", display: display)
/// tree.nodes.first { $0.role == "push button" }?.name   // "Hide sidebar"
/// ```
package struct AccessibilityTree: Sendable, CustomStringConvertible, Decodable {
  /// One accessible object.
  package struct Node: Sendable, Equatable, Decodable {
    /// AT-SPI's role name, such as `"push button"`, `"list item"`, `"text"` or `"label"`.
    package var role: String
    /// What a screen reader announces for it (its accessible label or computed name).
    package var name: String
    /// Its accessible description, if any.
    package var description: String
    /// The text it shows, for nodes with AT-SPI's text interface (labels, text views).
    package var text: String
    /// Its states, such as `"visible"`, `"selected"`, `"focused"` or `"focusable"`.
    package var states: [String]
    /// How deep it is below the application (the window is 1).
    package var depth: Int
  }

  /// The application's name, or nil when no application of the name asked for was
  /// registered.
  package var application: String?
  /// The names of every registered application (to say what was there instead).
  package var applications: [String] = []
  /// The nodes, depth first.
  package var nodes: [Node]

  /// A tree.
  ///
  /// - Parameters:
  ///   - application: The application's name.
  ///   - nodes: Its nodes.
  package init(application: String?, nodes: [Node]) {
    self.application = application
    self.nodes = nodes
  }

  /// Decodes the reader's output.
  ///
  /// - Parameter json: What ``readerScript`` printed.
  /// - Throws: ``EndToEndError`` when it is not the reader's JSON.
  package init(json: String) throws {
    do {
      self = try JSONDecoder().decode(Self.self, from: Data(json.utf8))
    } catch {
      throw EndToEndError("the accessibility reader printed something else: \(json.prefix(500))")
    }
  }

  /// Every name and text in the tree, as a screen reader could read them.
  ///
  /// GTK 4 gives AT-SPI's `showing` state to windows only, so the tree is what the app
  /// has in its window: the GTK host takes the widgets of columns off screen out of it.
  package var texts: [String] {
    nodes.flatMap { [$0.name, $0.text] }.filter { !$0.isEmpty }
  }

  package var description: String {
    let lines = nodes.map { node in
      String(repeating: "  ", count: node.depth) + "[\(node.role)] \(node.name.debugDescription)"
        + (node.text.isEmpty || node.text == node.name ? "" : " text \(node.text.debugDescription)")
        + (node.description.isEmpty ? "" : " description \(node.description.debugDescription)")
        + (node.states.contains("selected") ? " selected" : "")
    }
    return "application \(application ?? "missing (registered: \(applications))")\n"
      + lines.joined(separator: "\n")
  }

  /// The reader: prints the tree of the application named by its first argument as JSON.
  static let readerScript = """
    import gi, json, sys
    gi.require_version('Atspi', '2.0')
    from gi.repository import Atspi

    def node(accessible, depth, out):
        try:
            role = accessible.get_role_name() or ''
            name = accessible.get_name() or ''
            description = accessible.get_description() or ''
            states = [Atspi.StateType(s).value_nick for s in accessible.get_state_set().get_states()]
            text = ''
            if 'Text' in accessible.get_interfaces():
                count = Atspi.Text.get_character_count(accessible)
                text = Atspi.Text.get_text(accessible, 0, count) or ''
            # A slider's text is its value, as a screen reader says it.
            if role == 'slider' and 'Value' in accessible.get_interfaces():
                text = '%g' % Atspi.Value.get_current_value(accessible)
        except Exception:
            return
        out.append(dict(role=role, name=name, description=description, text=text,
                        states=states, depth=depth))
        for child in children(accessible):
            node(child, depth + 1, out)

    def children(accessible):
        # A list recycles its rows as it scrolls: a child may be gone by the time it is read.
        try:
            count = accessible.get_child_count()
        except Exception:
            return []
        found = []
        for index in range(count):
            try:
                child = accessible.get_child_at_index(index)
            except Exception:
                continue
            if child is not None:
                found.append(child)
        return found

    desktop = Atspi.get_desktop(0)
    apps = children(desktop)
    names = []
    for app in apps:
        try:
            names.append(app.get_name() or '')
        except Exception:
            names.append('')
    nodes = []
    found = None
    for app, name in zip(apps, names):
        if name == sys.argv[1]:
            found = name
            for child in children(app):
                node(child, 1, nodes)
            break
    print(json.dumps(dict(application=found, applications=names, nodes=nodes)))
    """
}
