import SplitKit
import SplitKitHostCore

extension ContentSession {
  /// A press: the help closes; otherwise the split view may claim it (the dimming, a
  /// divider, an edge strip), and a press it leaves focuses the column under it.
  ///
  /// - Returns: ``Action/handled`` when the content must not see the press.
  func pointerDown(at point: Point, time: Duration) -> Action {
    if pointer.cancel() { split.pointerCancelled() }
    if keyRouting.isHelpVisible {
      keyRouting.setHelpVisible(false)
      pressWasSplitViews = true
      return .handled
    }
    let claimed = split.pointerDown(at: point, time: time)
    pointer.pressed(claimed: claimed)
    pressWasSplitViews = claimed
    if !claimed, let frame = split.layout.columns.last(where: { $0.visibleFrame.contains(point) }),
      !frame.isCovered
    {
      _ = split.focus(frame.column)
    }
    return claimed ? .handled : .ignored
  }

  /// A move while pressed: the split view may start or follow a swipe.
  ///
  /// - Returns: ``Action/handled`` when a swipe or a claimed press owns the pointer.
  func pointerMoved(to point: Point, time: Duration) -> Action {
    guard pointer.isPressed else { return .ignored }
    if pointer.moved(tracked: split.pointerMoved(to: point, time: time)) {
      pressWasSplitViews = true
      return .handled
    }
    return .ignored
  }

  /// A release: ends a swipe (completing or cancelling it) or taps.
  ///
  /// - Returns: ``Action/handled`` when the press was the split view's.
  func pointerUp(at point: Point, time: Duration) -> Action {
    guard let release = pointer.release() else { return .ignored }
    pressWasSplitViews = release.isSplitViews(used: split.pointerUp(at: point, time: time))
    return pressWasSplitViews ? .handled : .ignored
  }
}
