import Testing

/// The parent of every end-to-end suite. It runs them one test at a time (the trait is
/// inherited by nested suites), so at most one tmux server and one app compete for a
/// loaded machine's cores, and tags them all `.endToEnd`.
///
/// Each suite declares itself in an extension: `extension EndToEnd { @Suite struct … }`.
@Suite(.serialized, .tags(.endToEnd))
enum EndToEnd {}
