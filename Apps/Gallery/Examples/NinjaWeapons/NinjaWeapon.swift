/// A weapon of the ninja-weapons example: the list's row and the detail's text, the same
/// in `gallery ninja-weapons` and `gallery-gtk ninja-weapons`.
///
/// ```swift
/// NinjaWeapon.all.first?.name   // "Katana"
/// ```
public struct NinjaWeapon: Hashable, Sendable {
  /// The weapon's name, the row's text and the detail's title.
  public var name: String
  /// One sentence about it.
  public var summary: String

  /// The weapons, in list order.
  public static let all: [NinjaWeapon] = [
    NinjaWeapon(
      name: "Katana", summary: "A curved, single-edged sword with a long grip for two hands."),
    NinjaWeapon(name: "Nunchaku", summary: "Two sticks joined by a short chain or rope."),
    NinjaWeapon(name: "Shuriken", summary: "A small star-shaped blade made for throwing."),
    NinjaWeapon(name: "Sai", summary: "A pointed, three-pronged truncheon used in pairs."),
    NinjaWeapon(name: "Bo", summary: "A long staff of hard wood."),
    NinjaWeapon(name: "Kusarigama", summary: "A sickle on a long weighted chain."),
    NinjaWeapon(name: "Tonfa", summary: "A baton with a side handle."),
    NinjaWeapon(name: "Kama", summary: "A farming sickle turned weapon."),
  ]
}
