import CGtk
import SplitKitGTK
import Testing

/// GDK events to the engine's pointer API: a touch takes the mouse's path (the probe tests
/// then drive that path in a window, since Xvfb cannot make touch events).
@Suite
struct GTKPointerPhaseTests {
  private func phase(_ type: GdkEventType, primary: Bool = true) -> PointerPhase? {
    GTKHost.pointerPhase(of: type, isPrimaryButton: primary)
  }

  @Test func aTouchBeginsMovesAndEndsLikeThePrimaryButton() {
    #expect(phase(GDK_TOUCH_BEGIN) == .press)
    #expect(phase(GDK_TOUCH_UPDATE) == .move)
    #expect(phase(GDK_TOUCH_END) == .release)
    #expect(phase(GDK_BUTTON_PRESS) == .press)
    #expect(phase(GDK_MOTION_NOTIFY) == .move)
    #expect(phase(GDK_BUTTON_RELEASE) == .release)
  }

  @Test func aCancelledTouchOrABrokenGrabCancels() {
    #expect(phase(GDK_TOUCH_CANCEL) == .cancel)
    #expect(phase(GDK_GRAB_BROKEN) == .cancel)
  }

  @Test func otherButtonsAndEventsAreNotTheEngines() {
    #expect(phase(GDK_BUTTON_PRESS, primary: false) == nil)
    #expect(phase(GDK_BUTTON_RELEASE, primary: false) == nil)
    #expect(phase(GDK_KEY_PRESS) == nil)
    #expect(phase(GDK_SCROLL) == nil)
    #expect(phase(GDK_ENTER_NOTIFY) == nil)
  }

  @Test func pressesTouchesWheelsAndKeysAreInputAndMotionIsNot() {
    for type in [GDK_BUTTON_PRESS, GDK_BUTTON_RELEASE, GDK_TOUCH_BEGIN, GDK_SCROLL, GDK_KEY_PRESS] {
      #expect(GTKHost.isInput(type))
    }
    for type in [GDK_MOTION_NOTIFY, GDK_ENTER_NOTIFY, GDK_FOCUS_CHANGE, GDK_TOUCH_UPDATE] {
      #expect(!GTKHost.isInput(type))
    }
  }
}
