/// SplitKitContent: what an app writes against, host-neutral.
///
/// A list, a document, a status line, bar buttons and keys. Each host renders them natively: SplitKitTerminal in
/// cells, SplitKitGTK with GTK widgets.
///
/// ```swift
/// final class Inbox: ListController {
///   override var numberOfRows: Int { mails.count }
///   override func row(at index: Int) -> ListRowContent {
///     ListRowContent(title: mails[index].from, subtitle: mails[index].subject, detail: "Nov 21")
///   }
/// }
/// ```
public enum SplitKitContent {}
