/// Giving the memory a finished job freed back to the system.
///
/// glibc keeps freed memory in each thread's arena for the next allocation, so a reader
/// that parsed 200,000 messages to list them, or a builder that decoded them to index
/// them, stays as large as its busiest moment; `malloc_trim` returns the free pages.
/// A no-op where the C library is not glibc.
///
/// ```swift
/// FreedMemory.giveBack()   // once the mailbox is listed
/// ```
package enum FreedMemory {
  #if canImport(Glibc)
    /// glibc's `malloc_trim`, which the C library module does not export.
    @_silgen_name("malloc_trim")
    private static func trim(_ pad: Int) -> Int32

    /// Gives the free pages of every arena back to the system.
    package static func giveBack() { _ = trim(0) }
  #else
    /// Does nothing: only glibc keeps freed memory this way.
    package static func giveBack() {}
  #endif
}
